import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { canExportSearchResults } from '@/platform/auth/policies';
import { usePolicy } from '@/platform/session';
import { Button, ConfirmDialog, Spinner } from '@/ui';
import { useExportResults } from './hooks';

export interface ExportResultsButtonProps {
  sid: string;
  /** The session's result count: the export asks for one page of exactly this size. */
  resultCount: number;
}

/** "Export" and its dialog: preparing → ready → download (spec 01 §2). Hidden unless canExportSearchResults (the rule the saga asks). */
export function ExportResultsButton({ sid, resultCount }: ExportResultsButtonProps) {
  const { t } = useTranslation('exportResults');
  const enabled = usePolicy(canExportSearchResults);
  const [isOpen, setOpen] = useState(false);
  const exporter = useExportResults(sid, resultCount);
  const { downloaded, dismiss } = exporter;

  const close = () => {
    setOpen(false);
    dismiss();
  };
  useEffect(() => {
    if (downloaded) {
      setOpen(false);
      dismiss();
    }
  }, [downloaded, dismiss]);

  if (!enabled) return null;
  const isLoading = exporter.status === 'loading';
  return (
    <>
      <Button
        variant="secondary"
        isDisabled={resultCount === 0}
        onPress={() => {
          setOpen(true);
          exporter.prepare();
        }}
      >
        {t('button')}
      </Button>
      <ConfirmDialog
        isOpen={isOpen}
        onOpenChange={(open) => (open ? setOpen(true) : close())}
        title={t('dialog.title')}
        width={640}
        closeLabel={t('common:close')}
        cancelLabel={t('dialog.cancel')}
        confirmLabel={t('dialog.download')}
        onConfirm={exporter.download}
        // Inactive while the file is being prepared or when preparing failed (spec 01 §2).
        isConfirmDisabled={exporter.status !== 'loaded'}
        isBusy={isLoading}
        message={
          <>
            {isLoading && (
              <div role="status">
                <Spinner size={20} label={t('common:loading')} /> {t('dialog.loading', { count: resultCount })}
              </div>
            )}
            {exporter.status === 'loaded' && exporter.prepared && (
              <p role="status">{t('dialog.ready', { count: exporter.prepared.rowCount, fileName: exporter.prepared.fileName })}</p>
            )}
          </>
        }
        error={
          exporter.status === 'error' && (
            <>
              {t('dialog.failed')}{' '}
              <Button variant="secondary" size="sm" onPress={exporter.prepare}>
                {t('common:tryAgain')}
              </Button>
            </>
          )
        }
      />
    </>
  );
}
