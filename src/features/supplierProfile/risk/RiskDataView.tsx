import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useErrorText } from '@/platform/i18n';
import { ErrorPanel, FactPairs, Spinner } from '@/ui';
import { useRiskPrintData } from './hooks';
import type { ReportSection, ReportTable } from './riskReportModel';
import { useRiskReport } from './useRiskReport';

const Root = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  h3, h4 { margin: 0; }
  table { border-collapse: collapse; width: 100%; font-size: ${({ theme }) => theme.fontSizes.sm}; }
  caption { text-align: left; font-weight: ${({ theme }) => theme.fontWeights.bold}; padding: ${({ theme }) => theme.space.xs} 0; }
  th, td { text-align: left; padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm}; border-bottom: 1px solid ${({ theme }) => theme.colors.borderSubtle}; }
  thead th { background: ${({ theme }) => theme.colors.surfaceAlt}; }
  dt { color: ${({ theme }) => theme.colors.textMuted}; }
`;

const Scroll = styled.div`
  overflow-x: auto;
  &:focus-visible { outline: 3px solid ${({ theme }) => theme.colors.focus}; outline-offset: 2px; }
`;

function Table({ table, name }: { table: ReportTable; name: string }) {
  if (!table.rows.length) return <p>{table.caption ? `${table.caption}: ` : ''}{table.emptyText}</p>;
  // Focusable: on a phone the wider tables scroll sideways, and a keyboard can only scroll what it can reach.
  return (
    <Scroll tabIndex={0} role="group" aria-label={table.caption ?? name}>
      <table aria-label={table.caption ?? name}>
        {table.caption && <caption>{table.caption}</caption>}
        <thead>
          <tr>{table.columns.map((c, i) => <th key={i} scope="col">{c}</th>)}</tr>
        </thead>
        <tbody>
          {table.rows.map((row, r) => (
            <tr key={r}>{row.map((cell, i) => (i === 0 ? <th key={i} scope="row">{cell}</th> : <td key={i}>{cell}</td>))}</tr>
          ))}
        </tbody>
      </table>
    </Scroll>
  );
}

function Section({ section }: { section: ReportSection }) {
  const id = useId();
  return (
    <section aria-labelledby={id}>
      <h4 id={id}>{section.heading}</h4>
      {section.isEmpty ? <p>{section.emptyText}</p> : (
        <>
          {section.facts.length > 0 && (
            <FactPairs>
              {section.facts.map(([label, value]) => (
                <div key={label} style={{ display: 'contents' }}>
                  <dt>{label}</dt>
                  <dd>{value}</dd>
                </div>
              ))}
            </FactPairs>
          )}
          {section.tables.map((table, i) => <Table key={i} table={table} name={section.heading} />)}
        </>
      )}
    </section>
  );
}

/**
 * The risk radar's data as tables (score, financials, history and the other sections): what the
 * buyer reads when the embedded report cannot load, so the page is never empty.
 */
export function RiskDataView({ supplierId, supplierName }: { supplierId: number; supplierName: string }) {
  const { t } = useTranslation('riskAnalytics');
  const errorText = useErrorText();
  const headingId = useId();
  const { status, data, error, retry } = useRiskPrintData(supplierId);
  const report = useRiskReport(data, supplierName);
  return (
    <Root aria-labelledby={headingId}>
      <h3 id={headingId}>{t('radar.dataHeading')}</h3>
      {status === 'error' && error ? (
        <ErrorPanel headingLevel={4} heading={t('radar.dataError')} message={errorText(error)} actionLabel={t('tryAgain')} onAction={retry} />
      ) : status !== 'loaded' ? (
        <Spinner label={t('radar.dataLoading')} />
      ) : (
        report.sections.map((section) => <Section key={section.id} section={section} />)
      )}
    </Root>
  );
}
