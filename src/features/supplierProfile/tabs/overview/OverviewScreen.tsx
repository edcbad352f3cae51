import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { canSeeRiskAnalytics, canSeeRiskRadar } from '@/platform/auth/profilePolicies';
import { useProfileSubject } from '@/platform/session/profileSelectors';
import { useSupplierDetails } from '../../hooks';
import { LocationsTable } from '../locations/LocationsTable';
import { Panel, TabBody } from '../panel.styles';
import { useSupplierIdParam } from '../useSupplierIdParam';
import { AboutSection } from './AboutSection';
import { CompanyFactsTiles } from './CompanyFactsTiles';
import { ComplianceTiles } from './ComplianceTiles';
import { RiskSummarySlot } from './RiskSummarySlot';
import { YouAndSupplierPanel } from './YouAndSupplierPanel';

/**
 * The overview tab (spec 02 §2.4), top to bottom: compliance tiles, "You and supplier" (not in the
 * Europe variant), company size / employees / turnover tiles by flag, About, the locations table
 * by flag and the risk summary slot. The layout has loaded the details before the tab renders.
 */
export function OverviewScreen() {
  // Both namespaces at once: the locations table's texts load with the tab's, not after them.
  const { t } = useTranslation(['profileOverview', 'profileLocations']);
  const supplierId = useSupplierIdParam();
  const { data } = useSupplierDetails(supplierId);
  const subject = useProfileSubject();
  const { profile } = subject;
  const locationsHeadingId = useId();
  if (!data) return null;
  return (
    <TabBody>
      <h2 className="visually-hidden">{t('heading')}</h2>
      <ComplianceTiles supplierId={supplierId} />
      {!profile.europeVariant && <YouAndSupplierPanel youAndSupplier={data.youAndSupplier} />}
      <CompanyFactsTiles overview={data.overview} visibility={profile} />
      <AboutSection description={data.overview.companyDescription} />
      {profile.locationsTable && (
        <Panel aria-labelledby={locationsHeadingId}>
          <h3 id={locationsHeadingId}>{t('locationsHeading')}</h3>
          <LocationsTable supplierId={supplierId} />
        </Panel>
      )}
      {profile.riskSummary && canSeeRiskAnalytics(subject) && (
        <RiskSummarySlot supplierId={supplierId} canOpenRiskRadar={canSeeRiskRadar(subject)} />
      )}
    </TabBody>
  );
}
