import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { browser } from '@/platform/browser';
import { formatDateTime, useErrorText } from '@/platform/i18n';
import { useCommunitySettings, useLanguage } from '@/platform/session';
import { Button, Dialog, ErrorPanel, Spinner } from '@/ui';
import { useRiskPrintData } from './hooks';
import { riskRadarPdfFor } from './riskRadarPdfCache';
import { useRiskReport } from './useRiskReport';

/** The PDF viewer modal is 800 px high (spec 02 §2.7, §9), never taller than the window. */
const ViewerDialog = styled(Dialog)`
  height: min(800px, calc(100dvh - ${({ theme }) => theme.space.xxl}));
`;

const Frame = styled.iframe`
  display: block;
  width: 100%;
  height: 100%;
  min-height: 480px;
  border: 1px solid ${({ theme }) => theme.colors.borderSubtle};
`;

/** The PDF library's chunk, asked for as the viewer opens: it downloads while the risk data loads. */
const loadPdfRenderer = () => import('./pdf/renderRiskRadarPdf');

type PdfState = { status: 'pending' } | { status: 'ready'; blob: Blob; url: string } | { status: 'failed'; reason: string };

export interface PrintRiskRadarDialogProps {
  supplierId: number;
  supplierName: string;
  onClose: () => void;
}

/** File names may not hold / \ : * ? " < > | or control characters (code points below 32). */
const fileSafe = (name: string) =>
  [...name].map((c) => (c.charCodeAt(0) < 32 || '\\/:*?"<>|'.includes(c) ? ' ' : c)).join('').replace(/\s+/g, ' ').trim();

/**
 * Print risk radar (spec 02 §2.7): generated on first request with "loading" meanwhile, then shown
 * in the browser's own PDF viewer (an iframe of a blob URL) in an 800 px modal, with a Download of
 * the same file named after the supplier.
 */
export function PrintRiskRadarDialog({ supplierId, supplierName, onClose }: PrintRiskRadarDialogProps) {
  const { t } = useTranslation('riskAnalytics');
  const errorText = useErrorText();
  const language = useLanguage();
  const community = useCommunitySettings();
  const printData = useRiskPrintData(supplierId);
  const report = useRiskReport(printData.data, supplierName);
  const [pdf, setPdf] = useState<PdfState>({ status: 'pending' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    loadPdfRenderer().catch(() => undefined);
  }, []);

  useEffect(() => {
    if (printData.status !== 'loaded') return;
    let live = true;
    let url: string | null = null;
    const key = `${supplierId}|${language}|${community?.currency ?? ''}|${attempt}`;
    riskRadarPdfFor(key, async () => {
      const { renderRiskRadarPdf } = await loadPdfRenderer();
      return renderRiskRadarPdf({
        report,
        pageLabel: (page, total) => t('report.pageNumber', { page, total }),
        generatedLine: t('report.generated', { value: formatDateTime(new Date()) }),
        language,
      });
    }).then(
      (blob) => {
        if (!live) return;
        url = URL.createObjectURL(blob);
        setPdf({ status: 'ready', blob, url });
      },
      (error: unknown) => live && setPdf({ status: 'failed', reason: error instanceof Error ? error.message : String(error) }),
    );
    return () => {
      live = false;
      if (url) URL.revokeObjectURL(url);
    };
  }, [printData.status, report, supplierId, language, community?.currency, attempt, t]);

  const retry = useCallback(() => {
    setPdf({ status: 'pending' });
    if (printData.status === 'error') printData.retry();
    else setAttempt((n) => n + 1);
  }, [printData]);

  const fileName = `${fileSafe(t('print.fileName', { supplier: supplierName })) || 'Risk Radar'}.pdf`;
  const body = () => {
    if (printData.status === 'error' && printData.error) {
      return <ErrorPanel headingLevel={3} heading={t('print.failed')} message={errorText(printData.error)} actionLabel={t('tryAgain')} onAction={retry} />;
    }
    if (pdf.status === 'failed') {
      return <ErrorPanel headingLevel={3} heading={t('print.failed')} message={pdf.reason} actionLabel={t('tryAgain')} onAction={retry} />;
    }
    if (pdf.status === 'pending') return <Spinner label={t('print.menuLoading')} />;
    return <Frame title={t('print.frameTitle', { supplier: supplierName })} src={pdf.url} />;
  };

  return (
    <ViewerDialog
      isOpen
      onOpenChange={(open) => !open && onClose()}
      title={t('print.title')}
      width={1100}
      closeLabel={t('print.close')}
      footer={(close) => (
        <>
          <Button variant="secondary" onPress={close}>{t('print.close')}</Button>
          <Button isDisabled={pdf.status !== 'ready'} onPress={() => pdf.status === 'ready' && browser.saveFile(pdf.blob, fileName)}>
            {t('print.download')}
          </Button>
        </>
      )}
    >
      {body()}
    </ViewerDialog>
  );
}
