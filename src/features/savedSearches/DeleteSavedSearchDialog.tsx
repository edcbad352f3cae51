import { useTranslation } from 'react-i18next';
import { isNotPermitted } from '@/platform/http';
import { useErrorText } from '@/platform/i18n';
import type { SavedSearchDto } from '@/services/search/savedSearchesTypes';
import { ConfirmDialog } from '@/ui';
import { useFreshMutationDialog, useDeleteSavedSearch } from './hooks';

/** Delete, once confirmed; a failure stays in the dialog. `onDeleted` closes it once deleted. */
export function DeleteSavedSearchDialog({ search, onClose, onDeleted }: { search: SavedSearchDto; onClose: () => void; onDeleted: () => void }) {
  const { t } = useTranslation('savedSearches');
  const errorText = useErrorText();
  const { status, error, reset, remove } = useDeleteSavedSearch(search.id);

  useFreshMutationDialog(status, reset, onDeleted);

  return (
    <ConfirmDialog
      isOpen
      onOpenChange={(isOpen) => !isOpen && onClose()}
      tone="danger"
      title={t('delete.title')}
      message={t('delete.message', { name: search.name })}
      confirmLabel={t('delete.confirm')}
      busyLabel={t('delete.busy')}
      cancelLabel={t('delete.cancel')}
      closeLabel={t('close', { ns: 'common' })}
      isBusy={status === 'pending'}
      error={status === 'failed' && error ? (isNotPermitted(error) ? errorText(error) : t('delete.failed', { reason: errorText(error) })) : null}
      onConfirm={remove}
    />
  );
}
