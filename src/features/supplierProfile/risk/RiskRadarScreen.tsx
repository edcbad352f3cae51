import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import styled from 'styled-components';
import { selectProductHostUrl } from '@/platform/session/sessionSlice';
import { recordEvent } from '@/platform/telemetry/recordEvent';
import { Button } from '@/ui';
import { useSupplierDetails } from '../hooks';
import { TabBody } from '../tabs/panel.styles';
import { useSupplierIdParam } from '../tabs/useSupplierIdParam';
import { useRiskReportToken } from './hooks';
import { riskRadarKnowledgeBaseUrl } from './knowledgeBase';
import { RiskDataView } from './RiskDataView';
import { RiskRadarReport } from './RiskRadarReport';

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  h2 { margin: 0 auto 0 0; }
`;

const ExternalLink = styled.a`
  color: ${({ theme }) => theme.colors.primary};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

/**
 * The risk radar (/risk-analytics-detail, suppliersourcing:riskinformation; the route guard shows
 * the lock panel or redirects others): the embedded report with a Print/Close toggle (print shows
 * the paginated report), Learn more to the knowledge base, and the HasOpenedRiskRadar event.
 */
export function RiskRadarScreen() {
  const { t } = useTranslation('riskAnalytics');
  const supplierId = useSupplierIdParam();
  const { data: details } = useSupplierDetails(supplierId);
  const token = useRiskReportToken(supplierId);
  const productHostUrl = useSelector(selectProductHostUrl);
  const [printing, setPrinting] = useState(false);
  const recorded = useRef<number | null>(null);

  useEffect(() => {
    // Once per opening, even under StrictMode's double effects.
    if (recorded.current === supplierId) return;
    recorded.current = supplierId;
    recordEvent({ event: 'HasOpenedRiskRadar', supplierId });
  }, [supplierId]);

  const reports = token.data?.reports ?? [];
  const report = printing ? reports[1] ?? reports[0] : reports[0];
  const supplierName = details?.tradeName ?? '';
  return (
    <TabBody>
      <Toolbar>
        <h2>{t('radar.heading')}</h2>
        <Button variant="secondary" onPress={() => setPrinting((p) => !p)}>
          {printing ? t('radar.close') : t('radar.print')}
        </Button>
        <ExternalLink href={riskRadarKnowledgeBaseUrl(productHostUrl)} target="_blank" rel="noopener noreferrer">
          {t('radar.learnMore')}
          <span className="visually-hidden"> {t('radar.newTab')}</span>
        </ExternalLink>
      </Toolbar>
      <RiskRadarReport
        // A new report (interactive or printable) starts its own load and its own timeout.
        key={printing ? 'print' : 'view'}
        supplierId={supplierId}
        report={report}
        tokenStatus={token.status}
        title={printing ? t('radar.printTitle') : t('radar.reportTitle')}
        fallback={<RiskDataView supplierId={supplierId} supplierName={supplierName} />}
      />
    </TabBody>
  );
}
