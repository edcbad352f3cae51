import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BASENAME } from '@/platform/router';
import { useSearchCriteriaTools } from '@/platform/slots/savedSearchSlots';
import type { SavedSearchDto } from '@/services/search/savedSearchesTypes';
import { Button, Dialog, TextField } from '@/ui';

/**
 * Share link: a results link that carries the saved filters (f=), so anyone in the organisation
 * who opens it gets the same results in a new session; the saved search itself stays the buyer's own.
 */
export function ShareLinkDialog({ search, onClose }: { search: SavedSearchDto; onClose: () => void }) {
  const { t } = useTranslation('savedSearches');
  const tools = useSearchCriteriaTools();
  const [link, setLink] = useState('');
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    let live = true;
    void tools?.resultsLink(search).then((path) => live && setLink(`${window.location.origin}${BASENAME}${path}`));
    return () => {
      live = false;
    };
  }, [tools, search]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      setCopied(true);
    } catch {
      // No clipboard (permissions, an old browser): the link is selected in its field to copy by hand.
      document.getElementById(`share-link-${search.id}`)?.focus();
    }
  };

  return (
    <Dialog
      isOpen
      onOpenChange={(isOpen) => !isOpen && onClose()}
      title={t('share.title', { name: search.name })}
      closeLabel={t('close', { ns: 'common' })}
      width={560}
      footer={(close) => (
        <>
          <Button variant="secondary" onPress={close}>
            {t('share.close')}
          </Button>
          <Button onPress={() => void copy()} isDisabled={!link}>
            {t('share.copy')}
          </Button>
        </>
      )}
    >
      <p>{t('share.intro')}</p>
      <TextField id={`share-link-${search.id}`} label={t('share.link')} value={link} isReadOnly onFocus={(e) => (e.target as HTMLInputElement).select()} />
      <p role="status">{copied ? t('share.copied') : ''}</p>
    </Dialog>
  );
}
