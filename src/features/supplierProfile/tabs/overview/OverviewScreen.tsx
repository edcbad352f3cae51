import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { canSeeRiskAnalytics, canSeeRiskRadar } from '@/platform/auth/profilePolicies';
import { lazyScreen, usePartLoaded } from '@/platform/async';
import { useProfileSubject } from '@/platform/session/profileSelectors';
import { useSupplierDetails } from '../../hooks';
import { Spinner } from '@/ui';
import { Panel, TabBody } from '../panel.styles';
import { useSupplierIdParam } from '../useSupplierIdParam';
import { AboutSection } from './AboutSection';
import { CompanyFactsTiles } from './CompanyFactsTiles';
import { ComplianceTiles } from './ComplianceTiles';
import { RiskSummarySlot } from './RiskSummarySlot';
import { YouAndSupplierPanel } from './YouAndSupplierPanel';

// The table (with its paging select and popovers) sits below the fold and behind a flag: it loads
// as its own chunk, so the overview's first paint carries only what the buyer sees first.
const LocationsTable = lazyScreen(() => import('../locations/LocationsTable'), 'LocationsTable');

/** The locations table in the overview: its place (a loader) until its chunk is in. */
function OverviewLocations({ supplierId }: { supplierId: number }) {
  const { t } = useTranslation('profileLocations');
  return usePartLoaded(LocationsTable) ? <LocationsTable supplierId={supplierId} /> : <Spinner label={t('loading')} />;
}

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
          <OverviewLocations supplierId={supplierId} />
        </Panel>
      )}
      {profile.riskSummary && canSeeRiskAnalytics(subject) && (
        <RiskSummarySlot supplierId={supplierId} canOpenRiskRadar={canSeeRiskRadar(subject)} />
      )}
    </TabBody>
  );
}
