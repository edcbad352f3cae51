import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { FormikProps } from 'formik';
import { Radio, RadioGroup, Select, TextField } from '@/ui';
import type { TypeOption, UploadValues } from '../upload.schema';

const FileField = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  label { font-weight: ${({ theme }) => theme.fontWeights.bold}; }
  input[type='file'] {
    padding: ${({ theme }) => theme.space.sm};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
    font: inherit;
  }
  input[type='file']:focus-visible { outline: 3px solid ${({ theme }) => theme.colors.focus}; }
  input[aria-invalid='true'] { border-color: ${({ theme }) => theme.colors.danger}; }
  .hint { margin: 0; color: ${({ theme }) => theme.colors.textMuted}; font-size: ${({ theme }) => theme.fontSizes.sm}; }
  .error { margin: 0; color: ${({ theme }) => theme.colors.danger}; font-size: ${({ theme }) => theme.fontSizes.sm}; }
`;

export interface UploadFieldsProps {
  form: FormikProps<UploadValues>;
  options: { id: number; label: string }[];
  canAddType: boolean;
  onTypeOptionChange: () => void;
}

/** The upload modal's fields: the type option, the type (existing or new) and the file. */
export function UploadFields({ form, options, canAddType, onTypeOptionChange }: UploadFieldsProps) {
  const { t } = useTranslation('profileDocuments');
  const { values, errors, touched, setFieldValue, setFieldTouched, setValues, setTouched } = form;
  const fileInput = useRef<HTMLInputElement>(null);
  const errorText = (key: keyof UploadValues) => (touched[key] && typeof errors[key] === 'string' ? t(`upload.errors.${errors[key]}`) : undefined);

  // After a failure the chosen file must still be what the input holds (the buyer sees and keeps it).
  useEffect(() => {
    const input = fileInput.current;
    if (!input || !values.file || input.files?.[0] === values.file || typeof DataTransfer === 'undefined') return;
    const transfer = new DataTransfer();
    transfer.items.add(values.file);
    input.files = transfer.files;
  }, [values.file]);

  const switchType = (option: TypeOption) => {
    // Switching clears the other choice and any error (spec 02 §4).
    void setValues({ ...values, typeOption: option, tagId: null, newTypeName: '' }, false);
    void setTouched({ ...touched, tagId: false, newTypeName: false }, false);
    onTypeOptionChange();
  };

  const fileError = errorText('file');
  return (
    <>
      <RadioGroup
        label={t('upload.typeOption')}
        orientation="horizontal"
        value={values.typeOption}
        onChange={(value) => switchType(value as TypeOption)}
        isDisabled={!canAddType}
      >
        <Radio value="existing">{t('upload.existingType')}</Radio>
        <Radio value="new">{t('upload.newType')}</Radio>
      </RadioGroup>
      {values.typeOption === 'existing' ? (
        <Select<number>
          label={t('upload.typeLabel')}
          placeholder={t('upload.typePlaceholder')}
          options={options}
          value={values.tagId}
          onChange={(id) => {
            void setFieldValue('tagId', id, true);
            void setFieldTouched('tagId', true, false);
          }}
          isRequired
          isInvalid={!!errorText('tagId')}
          errorMessage={errorText('tagId')}
        />
      ) : (
        <TextField
          label={t('upload.newTypeLabel')}
          description={t('upload.newTypeHint')}
          value={values.newTypeName}
          onChange={(text) => void setFieldValue('newTypeName', text, true)}
          onBlur={() => {
            void setFieldValue('newTypeName', values.newTypeName.trim(), true);
            void setFieldTouched('newTypeName', true, false);
          }}
          isRequired
          isInvalid={!!errorText('newTypeName')}
          errorMessage={errorText('newTypeName')}
        />
      )}
      <FileField>
        <label htmlFor="upload-document-file">{t('upload.fileLabel')}</label>
        <input
          ref={fileInput}
          id="upload-document-file"
          type="file"
          aria-describedby="upload-document-file-hint upload-document-file-error"
          aria-invalid={fileError ? true : undefined}
          aria-required
          onChange={(event) => {
            const file = event.currentTarget.files?.[0] ?? null;
            void setFieldValue('file', file, true);
            void setFieldTouched('file', true, false);
          }}
        />
        <p className="hint" id="upload-document-file-hint">
          {values.file ? t('upload.chosenFile', { name: values.file.name }) : t('upload.fileHint')}
        </p>
        <p className="error" id="upload-document-file-error" role={fileError ? 'alert' : undefined}>
          {fileError}
        </p>
      </FileField>
    </>
  );
}
