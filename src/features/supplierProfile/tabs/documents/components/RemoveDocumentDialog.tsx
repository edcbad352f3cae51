import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { isNotPermitted } from '@/platform/http';
import { useErrorText } from '@/platform/i18n';
import type { DocumentDto } from '@/services/documents/types';
import { ConfirmDialog } from '@/ui';
import { useRemoveDocument } from '../hooks';

interface RemoveDocumentDialogProps {
  supplierId: number;
  /** The document to remove; null: closed. */
  document: DocumentDto | null;
  onClose: () => void;
}

/**
 * Remove confirmation (480 px): closes once removed; a failure stays open with "Error removing document.",
 * a refusal (the buyer's permissions, the app's or the server's) with "You don't have permission".
 */
export function RemoveDocumentDialog({ supplierId, document, onClose }: RemoveDocumentDialogProps) {
  const { t } = useTranslation('profileDocuments');
  const errorText = useErrorText();
  const { status, error, remove, reset: resetRemove } = useRemoveDocument(supplierId);

  useEffect(() => {
    if (status === 'succeeded') {
      resetRemove();
      onClose();
    }
  }, [status, resetRemove, onClose]);

  return (
    <ConfirmDialog
      isOpen={document !== null}
      onOpenChange={(open) => {
        if (!open) {
          resetRemove();
          onClose();
        }
      }}
      title={t('remove.title')}
      message={document ? t('remove.message', { name: document.displayName }) : ''}
      confirmLabel={t('remove.confirm')}
      cancelLabel={t('remove.cancel')}
      closeLabel={t('common:close')}
      busyLabel={t('remove.busy')}
      isBusy={status === 'pending'}
      error={status !== 'failed' ? null : isNotPermitted(error) ? errorText(error) : t('remove.failed')}
      tone="danger"
      width={480}
      onConfirm={() =>
        document && remove(document.documentVersionId, { createdBy: document.createdBy, createdByUserAccountId: document.createdByUserAccountId })
      }
    />
  );
}
