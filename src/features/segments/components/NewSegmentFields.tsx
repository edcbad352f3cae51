import { useEffect } from 'react';
import type { FormikProps } from 'formik';
import { useTranslation } from 'react-i18next';
import { Alert, Select, TextField } from '@/ui';
import { SEGMENT_NAME_MAX_LENGTH } from '@/services/supplyChain/types';
import { isNameTooLong, type AddToSegmentValues, type NewSegmentValues } from '../addToSegment.schema';
import { useEditName, useNewSegmentData } from '../hooks';
import { isDpsType } from '../selectors';
import { FieldStack } from './Fields.styles';
import { TouchOnLeave } from './TouchOnLeave';
import { VisibilityField } from './VisibilityField';

interface Props {
  form: FormikProps<AddToSegmentValues>;
  nameTaken: boolean;
}

/** New segment mode: name, type, compliance level, stage and visibility; the segment is created, then the suppliers added. */
export function NewSegmentFields({ form, nameTaken }: Props) {
  const { t } = useTranslation('segments');
  const { creatableTypes, policies, types, config, newSegmentStages } = useNewSegmentData();
  const editName = useEditName();
  const { values, touched, errors, setFieldValue, setFieldTouched } = form;

  // The community's default type is preselected once types arrive.
  const defaultType = creatableTypes.find((type) => type.isDefault)?.id;
  useEffect(() => {
    if (values.segmentType == null && defaultType != null) void setFieldValue('segmentType', defaultType);
  }, [values.segmentType, defaultType, setFieldValue]);

  const required = (field: keyof NewSegmentValues) =>
    touched[field] && errors[field] ? t('validation.required') : undefined;
  // Too long shows as the buyer types (the service would refuse it with no reason given).
  const nameError = nameTaken
    ? t('validation.nameTaken')
    : isNameTooLong(values.name) ? t('validation.nameTooLong', { max: SEGMENT_NAME_MAX_LENGTH }) : required('name');
  const policyList = policies.data ?? [];
  const noPolicies = policies.status === 'loaded' && policyList.length === 0;

  return (
    <FieldStack>
      <TextField
        label={t('fields.name')}
        isRequired
        value={values.name}
        onChange={(name) => {
          // Name errors clear on typing (spec 01 §5).
          if (nameTaken) editName();
          void setFieldValue('name', name);
        }}
        onBlur={() => void setFieldTouched('name')}
        isInvalid={!!nameError}
        errorMessage={nameError}
      />
      {(types.status === 'error' || config.status === 'error') && <Alert tone="danger">{t('errors.types')}</Alert>}
      <TouchOnLeave onLeave={() => void setFieldTouched('segmentType')}>
        <Select
          label={t('fields.type')}
          placeholder={t('fields.placeholder')}
          isRequired
          options={creatableTypes.map((type) => ({ id: type.id, label: type.name }))}
          value={values.segmentType}
          isDisabled={creatableTypes.length === 0}
          isInvalid={!!required('segmentType')}
          errorMessage={required('segmentType')}
          onChange={(id) => {
            void setFieldValue('segmentType', Number(id));
            if (isDpsType(Number(id))) void setFieldValue('isVisibleToSuppliers', true);
          }}
        />
      </TouchOnLeave>
      {policies.status === 'error' && <Alert tone="danger">{t('errors.policies')}</Alert>}
      <TouchOnLeave onLeave={() => void setFieldTouched('compliancePolicyId')}>
        {/* Disabled and empty when there are no policies (spec 01 §5). */}
        <Select
          label={t('fields.policy')}
          placeholder={t('fields.placeholder')}
          isRequired
          options={policyList.map((p) => ({ id: p.id, label: p.label }))}
          value={noPolicies ? null : values.compliancePolicyId}
          isDisabled={policyList.length === 0}
          description={noPolicies ? t('errors.noPolicies') : undefined}
          isInvalid={!!required('compliancePolicyId')}
          errorMessage={required('compliancePolicyId')}
          onChange={(id) => void setFieldValue('compliancePolicyId', Number(id))}
        />
      </TouchOnLeave>
      <TouchOnLeave onLeave={() => void setFieldTouched('stageName')}>
        <Select
          label={t('fields.stage')}
          placeholder={t('fields.placeholder')}
          isRequired
          options={newSegmentStages.map((stage) => ({ id: stage.name, label: stage.name }))}
          value={values.stageName}
          isDisabled={newSegmentStages.length === 0}
          isInvalid={!!required('stageName')}
          errorMessage={required('stageName')}
          onChange={(name) => void setFieldValue('stageName', String(name))}
        />
      </TouchOnLeave>
      <VisibilityField
        isDps={isDpsType(values.segmentType)}
        isVisible={values.isVisibleToSuppliers}
        onChange={(visible) => void setFieldValue('isVisibleToSuppliers', visible)}
      />
    </FieldStack>
  );
}
