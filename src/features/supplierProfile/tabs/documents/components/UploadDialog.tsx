import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { canAddInternalDocumentTag } from '@/platform/auth/documentPolicies';
import { isNotPermitted, type ApiError } from '@/platform/http';
import { useErrorText } from '@/platform/i18n';
import { useProfilePolicy } from '@/platform/session/profileSelectors';
import { FormDialog } from '@/ui';
import { holdFile } from '@/services/documents/heldFiles';
import { useDocumentTypes, useUploadDocument } from '../hooks';
import { initialUploadValues, uploadSchema, type UploadValues } from '../upload.schema';
import { UploadFields } from './UploadFields';

interface UploadDialogProps {
  supplierId: number;
  isOpen: boolean;
  onClose: () => void;
}

/**
 * Upload an internal document (spec 02 §2.9, §4, §5): an existing type (default) or a new one, and one
 * file. A refused or failed upload keeps the chosen file and type on screen; the server's reason
 * (or "You don't have permission") shows in the red banner. Success closes, refreshes the lists and tags, and says so.
 */
export function UploadDialog({ supplierId, isOpen, onClose }: UploadDialogProps) {
  const { t } = useTranslation('profileDocuments');
  const errorText = useErrorText();
  const canAddType = useProfilePolicy(canAddInternalDocumentTag);
  // Asked again after an upload (the mutation invalidates them), so a type made a moment ago counts as existing.
  const types = useDocumentTypes(isOpen);
  const { status, error, upload, reset: resetUpload } = useUploadDocument(supplierId);

  const options = useMemo(() => {
    const seen = new Set<string>();
    return (types.data ?? [])
      .filter((tag) => {
        const key = tag.name.trim().toLowerCase();
        if (!key || seen.has(key)) return false;
        seen.add(key);
        return true;
      })
      .map((tag) => ({ id: tag.id, label: tag.name }))
      .sort((a, b) => a.label.localeCompare(b.label));
  }, [types.data]);
  const schema = useMemo(() => uploadSchema(types.data ?? []), [types.data]);

  // A refusal in the buyer's language; otherwise the server's reason when it gives one.
  const uploadFailure = (failure: ApiError) => (isNotPermitted(failure) ? errorText(failure) : (failure.detail ?? t('upload.errors.failed')));

  useEffect(() => {
    if (status === 'succeeded') {
      resetUpload();
      onClose();
    }
  }, [status, resetUpload, onClose]);

  const serverError = status === 'failed' && error ? uploadFailure(error) : types.status === 'error' ? t('upload.errors.typesFailed') : null;

  return (
    <FormDialog<UploadValues>
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) {
          resetUpload();
          onClose();
        }
      }}
      title={t('upload.title')}
      initialValues={initialUploadValues}
      validationSchema={schema}
      submitLabel={t('upload.submit')}
      cancelLabel={t('upload.cancel')}
      busyLabel={t('upload.busy')}
      closeLabel={t('common:close')}
      isSubmitting={status === 'pending'}
      serverError={serverError}
      onSubmit={(values) => {
        if (!values.file) return;
        const existing = values.typeOption === 'existing' ? options.find((o) => o.id === values.tagId) : undefined;
        upload(
          {
            organisationEntityId: supplierId,
            tagId: existing ? existing.id : null,
            tagName: existing ? existing.label : values.newTypeName.trim(),
          },
          holdFile(values.file),
        );
      }}
    >
      {(form) => <UploadFields form={form} options={options} canAddType={canAddType} onTypeOptionChange={resetUpload} />}
    </FormDialog>
  );
}
