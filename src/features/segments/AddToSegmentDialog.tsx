import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog, Radio, RadioGroup } from '@/ui';
import {
  canConfirmExisting, canConfirmNew, emptyAddToSegment, existingSegmentSchema, newSegmentSchema, type AddToSegmentValues,
} from './addToSegment.schema';
import { toAddToSegmentRequest, type AddToSegmentMode } from './addToSegmentRequest';
import { ExistingSegmentFields } from './components/ExistingSegmentFields';
import { NewSegmentFields } from './components/NewSegmentFields';
import type { AddToSupplyChainProps } from '@/platform/slots';
import { useAddToSegmentSubmit, useLoadedSegments } from './hooks';
import type { AddToSegmentRequest } from '@/services/supplyChain/segmentsResources';

/** What the app's AddToSupplyChainSlot expects: rendered means open; onClose when the buyer leaves it. */
export type AddToSegmentDialogProps = AddToSupplyChainProps;

/** Add suppliers to an existing segment or to a new one (spec 01 §2), 640 px wide. */
export function AddToSegmentDialog({ suppliers, onClose, onAdded }: AddToSegmentDialogProps) {
  const { t } = useTranslation('segments');
  const [mode, setMode] = useState<AddToSegmentMode>('existing');
  const { status, isSaving, nameTaken, submit, reset } = useAddToSegmentSubmit(suppliers);
  const segmentsOf = useLoadedSegments();

  const close = () => {
    reset();
    setMode('existing');
    onClose();
  };

  useEffect(() => {
    if (status !== 'loaded') return;
    reset();
    setMode('existing');
    onClose();
    onAdded?.(suppliers.length);
  }, [status, reset, onClose, onAdded, suppliers.length]);

  const handleSubmit = (request: AddToSegmentRequest, segmentName: string) => submit(request, segmentName);

  const summary =
    suppliers.length === 1
      ? t('dialog.summaryOne', { supplier: suppliers[0]?.name })
      : t('dialog.summaryMany', { count: suppliers.length });

  return (
    <FormDialog<AddToSegmentValues>
      isOpen
      onOpenChange={(open) => !open && close()}
      title={t('dialog.title')}
      closeLabel={t('common:close')}
      cancelLabel={t('actions.cancel')}
      submitLabel={t('actions.confirm')}
      // The confirm button reads "Loading" while the request runs (spec 01 §2).
      busyLabel={t('actions.loading')}
      isSubmitting={isSaving}
      serverError={status === 'error' ? t('errors.add') : null}
      initialValues={emptyAddToSegment}
      validationSchema={mode === 'existing' ? existingSegmentSchema : newSegmentSchema}
      canSubmit={(values) => (mode === 'existing' ? canConfirmExisting(values, false) : canConfirmNew(values, false))}
      onSubmit={(values) => {
        const made = toAddToSegmentRequest(mode, values, segmentsOf(values.orgUnitId));
        if (made) handleSubmit(made.request, made.segmentName);
      }}
    >
      {(form) => (
        <>
          <p>{summary}</p>
          <RadioGroup
            label={t('mode.label')}
            orientation="horizontal"
            value={mode}
            isDisabled={isSaving}
            onChange={(next) => {
              // Switching mode starts the form afresh and forgets the last attempt.
              reset();
              form.resetForm();
              setMode(next as AddToSegmentMode);
            }}
          >
            <Radio value="existing">{t('mode.existing')}</Radio>
            <Radio value="new">{t('mode.new')}</Radio>
          </RadioGroup>
          {mode === 'existing' ? (
            <ExistingSegmentFields form={form} suppliers={suppliers} />
          ) : (
            <NewSegmentFields form={form} nameTaken={nameTaken} />
          )}
        </>
      )}
    </FormDialog>
  );
}
