import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/ui';
import type { SaveSearchProps } from '@/platform/slots/savedSearchSlots';
import { canUseSavedSearches } from '@/platform/auth/policies';
import { usePolicy } from '@/platform/session';
import { RunNotice } from './RunNotice';
import { SaveSearchDialog } from './SaveSearchDialog';

/** The results toolbar's "Save search" (issue 40), and what a saved search's run left out or narrowed to. */
export function SaveSearchControl({ sid }: SaveSearchProps) {
  const { t } = useTranslation('savedSearches');
  const [open, setOpen] = useState(false);
  const mayUse = usePolicy(canUseSavedSearches);
  if (!mayUse) return null;
  return (
    <>
      <Button variant="secondary" onPress={() => setOpen(true)}>
        {t('save.open')}
      </Button>
      {open && <SaveSearchDialog sid={sid} onClose={() => setOpen(false)} />}
      <RunNotice sid={sid} />
    </>
  );
}
