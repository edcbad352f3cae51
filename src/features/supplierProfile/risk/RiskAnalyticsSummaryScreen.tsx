import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useProfileSubject } from '@/platform/session/profileSelectors';
import { useSupplierDetails } from '../hooks';
import { TabBody } from '../tabs/panel.styles';
import { useSupplierIdParam } from '../tabs/useSupplierIdParam';
import { DirectorsPanel } from './DirectorsPanel';
import { DirectorsWidget } from './DirectorsWidget';
import { HScoreWidget } from './HScoreWidget';
import { Widgets } from './widgets.styles';

/** The report container is 1000 px high (spec 02 §2.7, §9); taller content grows it rather than scroll inside. */
const ReportContainer = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  min-height: 1000px;
`;

/**
 * The risk analytics summary dashboard (/risk-analytics-summary, suppliersourcing:riskanalytics;
 * the route guard redirects others): the H Score and Directors widgets, each behind its flag, and
 * the directors panel with the Directors widget. No PDF or Power BI code loads here.
 */
export function RiskAnalyticsSummaryScreen() {
  const { t } = useTranslation('riskAnalytics');
  const supplierId = useSupplierIdParam();
  const { data } = useSupplierDetails(supplierId);
  const { flags } = useProfileSubject();
  const houseNumber = data?.companiesHouseNumber ?? null;
  return (
    <TabBody>
      <h2>{t('summary.heading')}</h2>
      <ReportContainer aria-label={t('summary.reportLabel')}>
        <Widgets>
          {flags?.hScoreWidgetEnabled && <HScoreWidget supplierId={supplierId} />}
          {flags?.directorsWidgetEnabled && <DirectorsWidget companyHouseNumber={houseNumber} />}
        </Widgets>
        {flags?.directorsWidgetEnabled && <DirectorsPanel companyHouseNumber={houseNumber} />}
      </ReportContainer>
    </TabBody>
  );
}
