import { lazy, Suspense, useCallback, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { browser } from '@/platform/browser';
import type { EmbedReportDto } from '@/services/analytics/issueReportTypes';
import { Alert, ErrorBoundary, Spinner } from '@/ui';
import { useEmbedState, useOffline } from '../components/powerBi/useEmbedState';
import { shouldReloadAfterError } from './reloadOnce';

const PowerBiReportEmbed = lazy(() => import('../components/powerBi/PowerBiReportEmbed'));

export interface RiskRadarReportProps {
  supplierId: number;
  /** The report to embed (interactive or paginated); undefined when the token call gave none. */
  report: EmbedReportDto | undefined;
  tokenStatus: 'init' | 'loading' | 'loaded' | 'error';
  title: string;
  /** Shown with the unavailable message, so the page is never empty. */
  fallback: ReactNode;
}

/**
 * One embedded risk radar report: a spinner until Power BI says it loaded; an error reloads the
 * page at most once per supplier in the tab (reloadOnce); no token, no report, no network, a later
 * error or no answer in time end in "report unavailable" and the fallback data view.
 */
export function RiskRadarReport({ supplierId, report, tokenStatus, title, fallback }: RiskRadarReportProps) {
  const { t } = useTranslation('riskAnalytics');
  const reloadOnError = useCallback(() => {
    if (!shouldReloadAfterError(supplierId)) return false;
    browser.reload();
    return true;
  }, [supplierId]);
  const embed = useEmbedState(Boolean(report), reloadOnError);
  const offline = useOffline();
  const unavailable = tokenStatus === 'error' || (tokenStatus === 'loaded' && !report) || offline || embed.state === 'unavailable';

  if (unavailable) {
    return (
      <>
        <Alert tone="info" autoCloseMs={null}>{t('radar.unavailable')}</Alert>
        {fallback}
      </>
    );
  }
  return (
    <>
      {embed.state === 'loading' && <Spinner label={t('radar.loading')} />}
      {report && (
        <ErrorBoundary fallbackTitle={t('radar.unavailable')} onError={embed.onFailed}>
          <Suspense fallback={null}>
            <PowerBiReportEmbed report={report} title={title} isShown={embed.state === 'loaded'} onLoaded={embed.onLoaded} onFailed={embed.onFailed} height={1000} showNavigation />
          </Suspense>
        </ErrorBoundary>
      )}
    </>
  );
}
