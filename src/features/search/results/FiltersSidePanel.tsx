import { memo, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import { Button, SidePanel } from '@/ui';
import { SessionSaveFailed } from '../components/SessionAlerts';
import { applyRequested } from '../contract';
import { FiltersBlock } from '../filters/FiltersBlock';
import { useFilterPreview } from '../filters/hooks';
import { selectSaveState, selectSessionRevision } from '../session/selectors';

interface Props {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}

/**
 * The 560 px "Filters" side panel. Opening saves a preview of the filters; Cancel (or Escape)
 * reverts to it; Show applies the filters to this session and the panel closes once it is saved.
 */
export const FiltersSidePanel = memo(function FiltersSidePanel({ isOpen, onOpenChange }: Props) {
  const { t } = useTranslation('search');
  const dispatch = useDispatch();
  const preview = useFilterPreview();
  const save = useSelector(selectSaveState);
  const revision = useSelector(selectSessionRevision);
  const openedAt = useRef(revision);

  useEffect(() => {
    if (!isOpen) return;
    openedAt.current = revision;
    preview.save();
    // Only the opening matters here; the next effect reacts to the revision.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [isOpen]);

  // The session now holds these filters (the filters half dropped the preview): just close.
  useEffect(() => {
    if (isOpen && revision !== openedAt.current) onOpenChange(false);
  }, [isOpen, revision, onOpenChange]);

  const dismiss = (open: boolean) => {
    if (!open) preview.revert();
    onOpenChange(open);
  };

  return (
    <SidePanel
      isOpen={isOpen}
      onOpenChange={dismiss}
      title={t('panel.title')}
      closeLabel={t('close', { ns: 'common' })}
      footer={(close) => (
        <>
          <Button variant="secondary" onPress={close}>
            {t('panel.cancel')}
          </Button>
          <Button isPending={save.status === 'loading'} onPress={() => dispatch(applyRequested({ source: 'resultsPanel' }))}>
            {t('panel.show')}
          </Button>
        </>
      )}
    >
      {save.status === 'error' && save.error && <SessionSaveFailed error={save.error} />}
      <FiltersBlock variant="panel" />
    </SidePanel>
  );
});
