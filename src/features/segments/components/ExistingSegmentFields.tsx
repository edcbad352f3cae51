import { useEffect } from 'react';
import type { FormikProps } from 'formik';
import { useTranslation } from 'react-i18next';
import { Alert, Select } from '@/ui';
import type { AddToSegmentValues, ExistingSegmentValues } from '../addToSegment.schema';
import { useExistingSegmentData } from '../hooks';
import type { SupplierRef } from '@/platform/slots';
import { FieldStack } from './Fields.styles';
import { MembershipRequirement } from './MembershipRequirement';
import { TouchOnLeave } from './TouchOnLeave';

/** Existing segment mode: organisation unit, segment, stage; all required, first unit and first stage preselected. */
export function ExistingSegmentFields({ form, suppliers }: { form: FormikProps<AddToSegmentValues>; suppliers: SupplierRef[] }) {
  const { t } = useTranslation('segments');
  const { values, touched, errors, setFieldValue, setFieldTouched, setValues } = form;
  const { orgUnits, segments, stages } = useExistingSegmentData(values.orgUnitId, values.segmentId);

  const firstUnit = orgUnits.data?.[0]?.accountId;
  useEffect(() => {
    if (values.orgUnitId == null && firstUnit != null) void setFieldValue('orgUnitId', firstUnit);
  }, [values.orgUnitId, firstUnit, setFieldValue]);

  // Stages belong to the segment they were loaded for; an older segment's list is never used.
  const stageList = stages.status === 'loaded' && values.segmentId != null ? (stages.data ?? []) : [];
  const firstStage = stageList[0]?.id;
  useEffect(() => {
    if (values.segmentId != null && values.stageId == null && firstStage != null) void setFieldValue('stageId', firstStage);
  }, [values.segmentId, values.stageId, firstStage, setFieldValue]);

  const required = (field: keyof ExistingSegmentValues) =>
    touched[field] && errors[field] ? t('validation.required') : undefined;

  return (
    <FieldStack>
      {orgUnits.status === 'error' && <Alert tone="danger">{t('errors.orgUnits')}</Alert>}
      <TouchOnLeave onLeave={() => void setFieldTouched('orgUnitId')}>
        <Select
          label={t('fields.orgUnit')}
          placeholder={t('fields.placeholder')}
          isRequired
          options={(orgUnits.data ?? []).map((u) => ({ id: u.accountId, label: u.name }))}
          value={values.orgUnitId}
          isDisabled={orgUnits.status !== 'loaded'}
          isInvalid={!!required('orgUnitId')}
          errorMessage={required('orgUnitId')}
          onChange={(id) => {
            void setValues({ ...values, orgUnitId: Number(id), segmentId: null, stageId: null });
          }}
        />
      </TouchOnLeave>
      {segments.status === 'error' && <Alert tone="danger">{t('errors.segments')}</Alert>}
      {segments.status === 'loaded' && segments.data?.length === 0 && <Alert tone="info">{t('errors.noSegments')}</Alert>}
      <TouchOnLeave onLeave={() => void setFieldTouched('segmentId')}>
        <Select
          label={t('fields.segment')}
          placeholder={segments.status === 'loading' ? t('actions.loading') : t('fields.placeholder')}
          isRequired
          options={(segments.data ?? []).map((s) => ({ id: s.id, label: s.name }))}
          value={values.segmentId}
          isDisabled={segments.status !== 'loaded' || !segments.data?.length}
          isInvalid={!!required('segmentId')}
          errorMessage={required('segmentId')}
          onChange={(id) => {
            void setValues({ ...values, segmentId: Number(id), stageId: null });
          }}
        />
      </TouchOnLeave>
      {stages.status === 'error' && <Alert tone="danger">{t('errors.stages')}</Alert>}
      <TouchOnLeave onLeave={() => void setFieldTouched('stageId')}>
        <Select
          label={t('fields.stage')}
          placeholder={stages.status === 'loading' ? t('actions.loading') : t('fields.placeholder')}
          isRequired
          options={stageList.map((s) => ({ id: s.id, label: s.name }))}
          value={values.stageId}
          isDisabled={stageList.length === 0}
          isInvalid={!!required('stageId')}
          errorMessage={required('stageId')}
          onChange={(id) => void setFieldValue('stageId', Number(id))}
        />
      </TouchOnLeave>
      {values.segmentId != null && <MembershipRequirement segmentId={values.segmentId} suppliers={suppliers} />}
    </FieldStack>
  );
}
