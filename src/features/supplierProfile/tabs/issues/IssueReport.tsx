import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Alert, ErrorBoundary, Spinner } from '@/ui';
import { useIssueReportToken } from './hooks';

const IssueReportEmbed = lazy(() => import('./IssueReportEmbed'));

/** How long the embed may take to say it loaded before the buyer is told it is unavailable. */
export const REPORT_LOAD_TIMEOUT_MS = 8000;

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  h3 { margin: 0; }
`;

type EmbedState = 'loading' | 'loaded' | 'unavailable';

/**
 * The submissions-status report (spec 02 §2.13) under the notices. It is shown only once Power BI
 * says it loaded; a token that fails, no report, no network, an embed error or no answer in time
 * all end in one clear "unavailable" message — never an empty frame — and the notices stay usable.
 */
export function IssueReport({ supplierId }: { supplierId: number }) {
  const { t } = useTranslation('profileIssues');
  const token = useIssueReportToken(supplierId);
  const [embed, setEmbed] = useState<EmbedState>('loading');
  const report = token.data?.reports[0];
  const offline = typeof navigator !== 'undefined' && navigator.onLine === false;
  const unavailable = token.status === 'error' || (token.status === 'loaded' && !report) || offline || embed === 'unavailable';

  const onLoaded = useCallback(() => setEmbed((s) => (s === 'loading' ? 'loaded' : s)), []);
  const onFailed = useCallback(() => setEmbed('unavailable'), []);

  useEffect(() => {
    if (!report || embed !== 'loading') return;
    const timer = setTimeout(() => setEmbed((s) => (s === 'loading' ? 'unavailable' : s)), REPORT_LOAD_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, [report, embed]);

  const unavailableMessage = (
    <Alert tone="info" autoCloseMs={null}>{t('report.unavailable')}</Alert>
  );

  return (
    <Section aria-labelledby="issue-report-heading">
      <h3 id="issue-report-heading">{t('report.heading')}</h3>
      {unavailable ? unavailableMessage : (
        <>
          {embed === 'loading' && <Spinner label={t('report.loading')} />}
          {report && (
            <ErrorBoundary fallbackTitle={t('report.unavailable')} onError={onFailed}>
              <Suspense fallback={null}>
                <IssueReportEmbed report={report} title={t('report.heading')} isShown={embed === 'loaded'} onLoaded={onLoaded} onFailed={onFailed} />
              </Suspense>
            </ErrorBoundary>
          )}
        </>
      )}
    </Section>
  );
}
