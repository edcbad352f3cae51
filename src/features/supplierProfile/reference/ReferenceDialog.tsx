import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { canRemoveReference } from '@/platform/auth/profilePolicies';
import { isNotPermitted } from '@/platform/http';
import { useErrorText } from '@/platform/i18n';
import { useProfilePolicy } from '@/platform/session/profileSelectors';
import { Button, Dialog, FormDialog, Spinner, TextField } from '@/ui';
import { useReferenceSave, useSupplierReference } from '../hooks';
import { hasChanged, referenceSchema, type ReferenceValues } from './reference.schema';

const RemoveRow = styled.div`
  display: flex;
  justify-content: flex-start;
`;

interface ReferenceDialogProps {
  supplierId: number;
  onClose: () => void;
}

/**
 * Add or edit the buyer's own reference for the supplier (spec 02 §4–§5, spec 03 §4–§5): edit mode
 * when a reference exists; Remove only there and only with suppliersourcing:remove-reference; a
 * reference another supplier holds is refused naming that supplier; a save or removal the buyer may
 * not make says "You don't have permission", the dialog open with what was typed.
 */
export function ReferenceDialog({ supplierId, onClose }: ReferenceDialogProps) {
  const { t } = useTranslation('supplierProfile');
  const loaded = useSupplierReference(supplierId);
  const errorText = useErrorText();
  const { saving, done, duplicateOf, error, save, remove, reset } = useReferenceSave(supplierId);
  const mayRemove = useProfilePolicy(canRemoveReference);
  const original = loaded.data?.reference ?? '';
  const mode = original ? 'edit' : 'add';

  useEffect(() => {
    if (done) {
      reset();
      onClose();
    }
  }, [done, reset, onClose]);
  // A later opening starts clean.
  useEffect(() => reset, [reset]);

  const title = t(mode === 'edit' ? 'reference.editTitle' : 'reference.addTitle');
  if (loaded.status !== 'loaded') {
    return (
      <Dialog isOpen onOpenChange={(open) => !open && onClose()} title={title} closeLabel={t('common:close')}>
        <Spinner label={t('reference.loading')} />
      </Dialog>
    );
  }

  const submit = ({ reference }: ReferenceValues) => save(reference.trim(), mode);

  return (
    <FormDialog<ReferenceValues>
      isOpen
      onOpenChange={(open) => !open && !saving && onClose()}
      title={title}
      initialValues={{ reference: original }}
      validationSchema={referenceSchema({ required: t('reference.required'), tooLong: t('reference.tooLong', { max: 35 }) })}
      onSubmit={submit}
      submitLabel={t('reference.save')}
      cancelLabel={t('reference.cancel')}
      busyLabel={t('reference.saving')}
      closeLabel={t('common:close')}
      isSubmitting={saving}
      canSubmit={(values) => hasChanged(values, original)}
      serverError={duplicateOf ? t('reference.duplicateAlert', { name: duplicateOf }) : isNotPermitted(error) ? errorText(error) : null}
    >
      {({ values, errors, touched, setFieldValue, setFieldTouched }) => (
        <>
          <TextField
            label={t('reference.label')}
            value={values.reference}
            isRequired
            autoFocus
            onChange={(value) => {
              if (duplicateOf) reset();
              void setFieldValue('reference', value);
            }}
            onBlur={() => void setFieldTouched('reference')}
            isInvalid={!!(touched.reference && errors.reference)}
            errorMessage={touched.reference ? errors.reference : undefined}
          />
          {mode === 'edit' && mayRemove && (
            <RemoveRow>
              <Button variant="danger" isDisabled={saving} onPress={remove}>
                {t('reference.remove')}
              </Button>
            </RemoveRow>
          )}
        </>
      )}
    </FormDialog>
  );
}
