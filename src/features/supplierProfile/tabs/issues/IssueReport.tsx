import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Alert, ErrorBoundary, Spinner } from '@/ui';
import { useEmbedState, useOffline } from '../../components/powerBi/useEmbedState';
import { useIssueReportToken } from './hooks';

const PowerBiReportEmbed = lazy(() => import('../../components/powerBi/PowerBiReportEmbed'));

export { REPORT_LOAD_TIMEOUT_MS } from '../../components/powerBi/useEmbedState';

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  h3 { margin: 0; }
`;

/**
 * The submissions-status report (spec 02 §2.13) under the notices. It is shown only once Power BI
 * says it loaded; a token that fails, no report, no network, an embed error or no answer in time
 * all end in one clear "unavailable" message — never an empty frame — and the notices stay usable.
 */
export function IssueReport({ supplierId }: { supplierId: number }) {
  const { t } = useTranslation('profileIssues');
  const token = useIssueReportToken(supplierId);
  const report = token.data?.reports[0];
  const embed = useEmbedState(Boolean(report));
  const offline = useOffline();
  const unavailable = token.status === 'error' || (token.status === 'loaded' && !report) || offline || embed.state === 'unavailable';

  const unavailableMessage = (
    <Alert tone="info" autoCloseMs={null}>{t('report.unavailable')}</Alert>
  );

  return (
    <Section aria-labelledby="issue-report-heading">
      <h3 id="issue-report-heading">{t('report.heading')}</h3>
      {unavailable ? unavailableMessage : (
        <>
          {embed.state === 'loading' && <Spinner label={t('report.loading')} />}
          {report && (
            <ErrorBoundary fallbackTitle={t('report.unavailable')} onError={embed.onFailed}>
              <Suspense fallback={null}>
                {/* Spec 02 §2.7: embedded reports have the navigation pane enabled (issue 37 item 9). */}
                <PowerBiReportEmbed
                  report={report}
                  title={t('report.heading')}
                  isShown={embed.state === 'loaded'}
                  onLoaded={embed.onLoaded}
                  onFailed={embed.onFailed}
                  showNavigation
                />
              </Suspense>
            </ErrorBoundary>
          )}
        </>
      )}
    </Section>
  );
}
