import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Dialog, Radio, RadioGroup } from '@/ui';
import { ExistingSegmentForm } from './components/ExistingSegmentForm';
import { NewSegmentForm } from './components/NewSegmentForm';
import { useAddToSegmentSubmit, type SupplierRef } from './hooks';
import type { AddToSegmentRequest } from './segmentsSlice';

export interface AddToSegmentDialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** The suppliers to add: the selection, or the one row. */
  suppliers: SupplierRef[];
  /** After a successful add (the dialog has closed): clear the selection here. */
  onAdded?: (count: number) => void;
}

type Mode = 'existing' | 'new';

/** Add suppliers to an existing segment or to a new one (spec 01 §2), 640 px wide. */
export function AddToSegmentDialog({ isOpen, onOpenChange, suppliers, onAdded }: AddToSegmentDialogProps) {
  const { t } = useTranslation('segments');
  const [mode, setMode] = useState<Mode>('existing');
  const { status, isSaving, nameTaken, submit, reset } = useAddToSegmentSubmit(suppliers);

  const close = () => {
    reset();
    setMode('existing');
    onOpenChange(false);
  };

  useEffect(() => {
    if (status !== 'loaded' || !isOpen) return;
    reset();
    setMode('existing');
    onOpenChange(false);
    onAdded?.(suppliers.length);
  }, [status, isOpen, reset, onOpenChange, onAdded, suppliers.length]);

  const handleSubmit = (request: AddToSegmentRequest, segmentName: string) => {
    const message =
      suppliers.length === 1
        ? t('toast.addedOne', { supplier: suppliers[0].name, segment: segmentName })
        : t('toast.addedMany', { count: suppliers.length, segment: segmentName });
    submit(request, message);
  };

  const summary =
    suppliers.length === 1
      ? t('dialog.summaryOne', { supplier: suppliers[0]?.name })
      : t('dialog.summaryMany', { count: suppliers.length });

  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={(open) => (open ? onOpenChange(true) : close())}
      title={t('dialog.title')}
      width={640}
      closeLabel={t('common:close')}
      isDismissable={!isSaving}
      isKeyboardDismissDisabled={isSaving}
    >
      <p>{summary}</p>
      <RadioGroup
        label={t('mode.label')}
        orientation="horizontal"
        value={mode}
        isDisabled={isSaving}
        onChange={(next) => {
          // Switching mode starts both forms afresh: the other form unmounts, the last attempt is forgotten.
          reset();
          setMode(next as Mode);
        }}
      >
        <Radio value="existing">{t('mode.existing')}</Radio>
        <Radio value="new">{t('mode.new')}</Radio>
      </RadioGroup>
      {status === 'error' && (
        <Alert tone="danger" autoCloseMs={null}>
          {t('errors.add')}
        </Alert>
      )}
      {mode === 'existing' ? (
        <ExistingSegmentForm suppliers={suppliers} isSaving={isSaving} onSubmit={handleSubmit} onCancel={close} />
      ) : (
        <NewSegmentForm suppliers={suppliers} isSaving={isSaving} nameTaken={nameTaken} onSubmit={handleSubmit} onCancel={close} />
      )}
    </Dialog>
  );
}
