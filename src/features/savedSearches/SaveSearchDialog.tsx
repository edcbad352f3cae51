import { useEffect, useState } from 'react';
import type { FormikProps } from 'formik';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { isNotPermitted } from '@/platform/http';
import { useErrorText } from '@/platform/i18n';
import { SAVED_SEARCH_NAME_MAX } from '@/services/search/savedSearchesTypes';
import { Button, FormDialog, TextField, showToast } from '@/ui';
import { useSavedSearchNamed, useSaveSearch } from './hooks';
import { isNameValid, savedSearchNameSchema, type SavedSearchNameValues } from './savedSearch.schema';

const ReplaceRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  > p { margin: 0; }
`;

/**
 * Save the results page's search under a name (issue 40 item 1). A name already taken (ignoring
 * case) says so in the spec's style and offers Replace, which saves over that saved search.
 */
export function SaveSearchDialog({ sid, onClose }: { sid: string; onClose: () => void }) {
  const { t } = useTranslation('savedSearches');
  const errorText = useErrorText();
  const saving = useSaveSearch(sid);
  const { status, error, result, reset } = saving;
  // The name the server found taken: the field says so until the buyer changes it.
  const [taken, setTaken] = useState<string | null>(null);

  useEffect(() => {
    reset();
    return () => reset();
  }, [reset]);

  useEffect(() => {
    if (status === 'succeeded' && result) {
      showToast({ title: t('save.saved', { name: result.name }), tone: 'success' });
      onClose();
    }
  }, [status, result, onClose, t]);

  const duplicate = status === 'failed' && error?.status === 409;
  // Replace names the saved search it saves over as it is stored, not in the case the buyer typed.
  const existing = useSavedSearchNamed(duplicate ? taken : null);
  const serverError = status === 'failed' && error && !duplicate
    ? isNotPermitted(error) ? errorText(error) : t('save.failed', { reason: errorText(error) })
    : null;

  return (
    <FormDialog<SavedSearchNameValues>
      isOpen
      onOpenChange={(isOpen) => !isOpen && onClose()}
      title={t('save.title')}
      closeLabel={t('close', { ns: 'common' })}
      submitLabel={t('save.submit')}
      busyLabel={t('save.busy')}
      cancelLabel={t('save.cancel')}
      initialValues={{ name: '' }}
      validationSchema={savedSearchNameSchema}
      canSubmit={isNameValid}
      isSubmitting={status === 'pending'}
      serverError={serverError}
      width={480}
      onSubmit={({ name }) => {
        setTaken(name.trim());
        saving.save(name.trim(), false);
      }}
    >
      {(form) => (
        <>
          <p>{t('save.intro')}</p>
          <NameField form={form} takenName={duplicate ? taken : null} onEdit={() => duplicate && reset()} />
          {duplicate && taken !== null && existing.status !== 'looking' && (
            <ReplaceRow>
              <p>{t('save.replaceHint', { name: existing.search?.name ?? taken })}</p>
              <Button variant="secondary" onPress={() => saving.save(taken, true)}>
                {t('save.replace')}
              </Button>
            </ReplaceRow>
          )}
        </>
      )}
    </FormDialog>
  );
}

/** The name field shared by Save and Rename: errors as the buyer types, the server's "taken" until they change it. */
export function NameField({ form, takenName, onEdit }: { form: FormikProps<SavedSearchNameValues>; takenName: string | null; onEdit: () => void }) {
  const { t } = useTranslation('savedSearches');
  const { values, errors, touched } = form;
  const local = touched.name && errors.name ? t(errors.name, { max: SAVED_SEARCH_NAME_MAX }) : undefined;
  const message = local ?? (takenName !== null ? t('validation.taken') : undefined);
  return (
    <TextField
      label={t('save.name')}
      description={t('save.nameHint', { max: SAVED_SEARCH_NAME_MAX })}
      value={values.name}
      onChange={(value) => {
        onEdit();
        void form.setFieldTouched('name', true, false);
        void form.setFieldValue('name', value, true);
      }}
      isInvalid={Boolean(message)}
      errorMessage={message}
      isRequired
      autoFocus
    />
  );
}
