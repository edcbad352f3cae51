import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useProfileSubject } from '@/platform/session/profileSelectors';
import { Link } from '@/ui';
import { useSupplierDetails } from '../hooks';
import { Panel } from '../tabs/panel.styles';
import { tabHref } from '../profileTabs';
import { DirectorsWidget } from './DirectorsWidget';
import { HScoreWidget } from './HScoreWidget';
import { Widgets } from './widgets.styles';

export interface RiskSummaryReportProps {
  supplierId: number;
  canOpenRiskRadar: boolean;
}

/**
 * The overview's risk summary report (spec 02 §2.4 item 6): the same widgets as the risk analytics
 * summary, and a link to the risk radar only for suppliersourcing:riskinformation.
 */
export function RiskSummaryReport({ supplierId, canOpenRiskRadar }: RiskSummaryReportProps) {
  const { t } = useTranslation('riskAnalytics');
  const headingId = useId();
  const { data } = useSupplierDetails(supplierId);
  const { flags } = useProfileSubject();
  return (
    <Panel aria-labelledby={headingId}>
      <h3 id={headingId}>{t('overview.heading')}</h3>
      <Widgets>
        {flags?.hScoreWidgetEnabled && <HScoreWidget supplierId={supplierId} />}
        {flags?.directorsWidgetEnabled && <DirectorsWidget companyHouseNumber={data?.companiesHouseNumber ?? null} />}
      </Widgets>
      <p>
        <Link href={tabHref('riskAnalytics', supplierId)}>{t('overview.openAnalytics')}</Link>
        {canOpenRiskRadar && (
          <>
            {' · '}
            <Link href={tabHref('riskRadar', supplierId)}>{t('overview.openRadar')}</Link>
          </>
        )}
      </p>
    </Panel>
  );
}
