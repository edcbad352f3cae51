import { useTranslation } from 'react-i18next';
import { isNotPermitted } from '@/platform/http';
import { useErrorText } from '@/platform/i18n';
import type { SavedSearchDto } from '@/services/search/savedSearchesTypes';
import { FormDialog } from '@/ui';
import { useFreshMutationDialog, useRenameSavedSearch } from './hooks';
import { NameField } from './SaveSearchDialog';
import { isNameValid, savedSearchNameSchema, type SavedSearchNameValues } from './savedSearch.schema';

/** Rename: the same name rules as saving; another saved search's name (ignoring case) is refused in the spec's style. */
export function RenameSavedSearchDialog({ search, onClose }: { search: SavedSearchDto; onClose: () => void }) {
  const { t } = useTranslation('savedSearches');
  const errorText = useErrorText();
  const { status, error, reset, rename } = useRenameSavedSearch(search.id);

  useFreshMutationDialog(status, reset, onClose);

  const taken = status === 'failed' && error?.status === 409;
  const serverError = status === 'failed' && error && !taken
    ? isNotPermitted(error) ? errorText(error) : t('rename.failed', { reason: errorText(error) })
    : null;

  return (
    <FormDialog<SavedSearchNameValues>
      isOpen
      onOpenChange={(isOpen) => !isOpen && onClose()}
      title={t('rename.title')}
      closeLabel={t('close', { ns: 'common' })}
      submitLabel={t('rename.submit')}
      busyLabel={t('rename.busy')}
      cancelLabel={t('save.cancel')}
      initialValues={{ name: search.name }}
      validationSchema={savedSearchNameSchema}
      canSubmit={isNameValid}
      isSubmitting={status === 'pending'}
      serverError={serverError}
      width={480}
      onSubmit={({ name }) => rename(name.trim())}
    >
      {(form) => <NameField form={form} takenName={taken ? form.values.name : null} onEdit={() => taken && reset()} />}
    </FormDialog>
  );
}
