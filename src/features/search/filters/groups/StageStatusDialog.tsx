import type { FormikProps } from 'formik';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '@/platform/i18n';
import { Alert, Button, FormDialog, Radio, RadioGroup, Select, Spinner } from '@/ui';
import type { SegmentStageStatus } from '@/services/search/types';
import type { SegmentDto } from '@/services/supplyChain/types';
import { useFilterChoices, useStageDialogData } from '../hooks';
import { groupingStageEntry } from '../model/filterEntries';
import { GroupBody } from './groups.styles';

interface Props {
  segment: SegmentDto;
  onClose: () => void;
}

const ANY = 'any';

interface StageStatusValues {
  stageId: number | null;
  status: string;
}

/** Stage and, when the segment has compliance options, status of a segment filter (spec 01 §4, §5). */
export function StageStatusDialog({ segment, onClose }: Props) {
  const { t } = useTranslation('searchFilters');
  const { stages } = useStageDialogData(segment.id);
  const { add } = useFilterChoices();
  const stageOf = (id: number | null) => stages?.data?.find((s) => s.id === id);

  return (
    <FormDialog<StageStatusValues>
      isOpen
      onOpenChange={(open) => !open && onClose()}
      title={t('supplyChain.stageDialogTitle', { segment: segment.name })}
      closeLabel={t('close', { ns: 'common' })}
      cancelLabel={t('supplyChain.cancel')}
      submitLabel={t('supplyChain.add')}
      initialValues={{ stageId: null, status: ANY }}
      canSubmit={(values) => stageOf(values.stageId) !== undefined}
      onSubmit={({ stageId, status }) => {
        const stage = stageOf(stageId);
        if (!stage) return;
        add(groupingStageEntry(segment, stage.name, status === ANY ? null : (status as SegmentStageStatus)));
        onClose();
      }}
    >
      {(form) => <StageStatusFields segmentId={segment.id} form={form} />}
    </FormDialog>
  );
}

function StageStatusFields({ segmentId, form }: { segmentId: number; form: FormikProps<StageStatusValues> }) {
  const { t } = useTranslation('searchFilters');
  const errorText = useErrorText();
  const { stages, detail, retry } = useStageDialogData(segmentId);
  // Only what was read since the dialog opened: the detail is fresh on each open (spec 01 §4).
  const statuses = detail.status === 'loaded' ? (detail.data?.statuses ?? []) : [];
  return (
    <GroupBody>
      {/* Without the segment's statuses only "any status" can be chosen: say so rather than leave them out. */}
      {detail.status === 'error' && detail.error && (
        <Alert tone="danger" title={t('supplyChain.statusesFailed')} autoCloseMs={null}>
          <p>{errorText(detail.error)}</p>
          <Button variant="secondary" onPress={retry}>{t('tryAgain', { ns: 'common' })}</Button>
        </Alert>
      )}
      {stages?.status === 'error' && stages.error && <Alert tone="danger" autoCloseMs={null}>{errorText(stages.error)}</Alert>}
      {stages?.status === 'loaded' ? (
        <Select<number>
          label={t('supplyChain.stage')}
          placeholder={t('selectPlaceholder', { ns: 'common' })}
          options={(stages.data ?? []).map((s) => ({ id: s.id, label: s.name }))}
          value={form.values.stageId}
          onChange={(id) => void form.setFieldValue('stageId', id)}
        />
      ) : (
        stages?.status !== 'error' && <Spinner label={t('supplyChain.stagesLoading')} />
      )}
      {statuses.length > 0 && (
        <RadioGroup label={t('supplyChain.status')} value={form.values.status} onChange={(s) => void form.setFieldValue('status', s)}>
          <Radio value={ANY}>{t('supplyChain.anyStatus')}</Radio>
          {statuses.map((s) => (
            <Radio key={s} value={s}>{t(`supplyChain.statuses.${s}`)}</Radio>
          ))}
        </RadioGroup>
      )}
    </GroupBody>
  );
}
