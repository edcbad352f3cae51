import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Dialog, Radio, RadioGroup } from '@/ui';
import { ExistingSegmentForm } from './components/ExistingSegmentForm';
import { NewSegmentForm } from './components/NewSegmentForm';
import type { AddToSupplyChainProps } from '@/platform/slots';
import { useAddToSegmentSubmit } from './hooks';
import type { AddToSegmentRequest } from './segmentsSlice';

/** What the app's AddToSupplyChainSlot expects: rendered means open; onClose when the buyer leaves it. */
export type AddToSegmentDialogProps = AddToSupplyChainProps;

type Mode = 'existing' | 'new';

/** Add suppliers to an existing segment or to a new one (spec 01 §2), 640 px wide. */
export function AddToSegmentDialog({ suppliers, onClose, onAdded }: AddToSegmentDialogProps) {
  const { t } = useTranslation('segments');
  const [mode, setMode] = useState<Mode>('existing');
  const { status, isSaving, nameTaken, submit, reset } = useAddToSegmentSubmit(suppliers);

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
      isOpen
      onOpenChange={(open) => !open && close()}
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
