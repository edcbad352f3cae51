import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Spinner } from '@/ui';
import type { SegmentDto } from '@/services/supplyChain/types';
import { useStageDialog, useSupplyChain } from '../hooks';
import { ChosenEntries } from './ChosenEntries';
import { GroupBody, Item, ItemList } from './groups.styles';
import { StageStatusDialog } from './StageStatusDialog';

/** A segment at a stage (and optionally a status), chosen in the stage/status dialog. */
export function SupplyChainStageGroup() {
  const { t } = useTranslation('searchFilters');
  const { segments } = useSupplyChain();
  const dialog = useStageDialog();
  const [open, setOpen] = useState<SegmentDto | null>(null);
  if (segments.status !== 'loaded') return segments.status === 'error' ? null : <Spinner label={t('supplyChain.loading')} />;
  if (!segments.data?.length) return <p>{t('supplyChain.none')}</p>;
  return (
    <GroupBody>
      <ChosenEntries group="supplyChainStage" label={t('supplyChain.chosenStages')} />
      <ItemList aria-label={t('groups.supplyChainStage')}>
        {segments.data.map((segment) => (
          <Item key={segment.id}>
            <span className="grow">{segment.name}</span>
            <Button
              variant="secondary"
              size="sm"
              aria-label={t('supplyChain.chooseStage', { segment: segment.name })}
              onPress={() => {
                dialog.opened(segment.id);
                setOpen(segment);
              }}
            >
              {t('supplyChain.stage')}
            </Button>
          </Item>
        ))}
      </ItemList>
      {open && (
        <StageStatusDialog
          segment={open}
          onClose={() => {
            dialog.closed();
            setOpen(null);
          }}
        />
      )}
    </GroupBody>
  );
}
