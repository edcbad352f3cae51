import { useState } from 'react';
import { useSelector } from 'react-redux';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '@/platform/i18n';
import { Alert, Button, Dialog, Radio, RadioGroup, Select, Spinner } from '@/ui';
import type { SegmentStageStatus } from '@/services/search/types';
import type { SegmentDto } from '@/services/supplyChain/types';
import { selectSegmentDetail, selectStages } from '../filtersSelectors';
import { useFilterChoices } from '../hooks';
import { groupingStageEntry } from '../model/filterEntries';
import { GroupBody } from './groups.styles';

interface Props {
  segment: SegmentDto;
  onClose: () => void;
}

const ANY = 'any';

/** Stage and, when the segment has compliance options, status of a segment filter (spec 01 §4, §5). */
export function StageStatusDialog({ segment, onClose }: Props) {
  const { t } = useTranslation('searchFilters');
  const errorText = useErrorText();
  const stages = useSelector(selectStages(segment.id));
  const detail = useSelector(selectSegmentDetail);
  const { add } = useFilterChoices();
  const [stageId, setStageId] = useState<number | null>(null);
  const [status, setStatus] = useState<string>(ANY);
  const statuses = detail.data?.statuses ?? [];
  const stage = stages?.data?.find((s) => s.id === stageId);

  return (
    <Dialog
      isOpen
      onOpenChange={(open) => !open && onClose()}
      title={t('supplyChain.stageDialogTitle', { segment: segment.name })}
      closeLabel={t('supplyChain.cancel')}
      footer={
        <>
          <Button variant="secondary" onPress={onClose}>{t('supplyChain.cancel')}</Button>
          <Button
            isDisabled={!stage}
            onPress={() => {
              if (!stage) return;
              add(groupingStageEntry(segment, stage.name, status === ANY ? null : (status as SegmentStageStatus)));
              onClose();
            }}
          >
            {t('supplyChain.add')}
          </Button>
        </>
      }
    >
      <GroupBody>
        {stages?.status === 'error' && stages.error && <Alert tone="danger" autoCloseMs={null}>{errorText(stages.error)}</Alert>}
        {stages?.status === 'loaded' ? (
          <Select<number>
            label={t('supplyChain.stage')}
            options={(stages.data ?? []).map((s) => ({ id: s.id, label: s.name }))}
            value={stageId}
            onChange={setStageId}
          />
        ) : (
          stages?.status !== 'error' && <Spinner label={t('supplyChain.stagesLoading')} />
        )}
        {statuses.length > 0 && (
          <RadioGroup label={t('supplyChain.status')} value={status} onChange={setStatus}>
            <Radio value={ANY}>{t('supplyChain.anyStatus')}</Radio>
            {statuses.map((s) => (
              <Radio key={s} value={s}>{t(`supplyChain.statuses.${s}`)}</Radio>
            ))}
          </RadioGroup>
        )}
      </GroupBody>
    </Dialog>
  );
}
