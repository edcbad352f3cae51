import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '@/platform/i18n';
import { useProfileSubject } from '@/platform/session/profileSelectors';
import { ErrorPanel, Spinner } from '@/ui';
import { useSupplierDetails } from '../../hooks';
import { CompanyDirectoryTable } from '../contacts/CompanyDirectoryTable';
import { useSupplierContacts } from '../contacts/useSupplierContacts';
import { LocationsTable } from '../locations/LocationsTable';
import { YouAndSupplierPanel } from '../overview/YouAndSupplierPanel';
import { Panel, TabBody } from '../panel.styles';
import { useSupplierIdParam } from '../useSupplierIdParam';
import { AccreditationsPanel } from './AccreditationsPanel';
import { CompanyOverviewPanel } from './CompanyOverviewPanel';

function ContactsPanel({ supplierId, europeVariant }: { supplierId: number; europeVariant: boolean }) {
  const { t } = useTranslation('profileSummary');
  const errorText = useErrorText();
  const headingId = useId();
  const { status, data, error, retry } = useSupplierContacts(supplierId);
  return (
    <Panel aria-labelledby={headingId}>
      <h3 id={headingId}>{t('contactsHeading')}</h3>
      {status === 'error' && error ? (
        <ErrorPanel headingLevel={4} heading={t('contactsLoadFailed')} message={errorText(error)} actionLabel={t('common:tryAgain')} onAction={retry} />
      ) : data ? (
        <CompanyDirectoryTable contacts={data.companyDirectoryEntries} europeVariant={europeVariant} />
      ) : (
        <Spinner label={t('contactsLoading')} />
      )}
    </Panel>
  );
}

/**
 * The summary tab (spec 02 §2.4, the older layout): company overview, You and supplier,
 * accreditations (neither in the Europe variant), locations and contacts.
 */
export function SummaryScreen() {
  // Every namespace the tab shows at once, rather than one after another as panels mount.
  const { t } = useTranslation(['profileSummary', 'profileOverview', 'profileLocations', 'profileContacts']);
  const supplierId = useSupplierIdParam();
  const { data } = useSupplierDetails(supplierId);
  const { profile } = useProfileSubject();
  const locationsHeadingId = useId();
  if (!data) return null;
  return (
    <TabBody>
      <h2 className="visually-hidden">{t('heading')}</h2>
      <CompanyOverviewPanel details={data} />
      {!profile.europeVariant && <YouAndSupplierPanel youAndSupplier={data.youAndSupplier} />}
      {!profile.europeVariant && <AccreditationsPanel supplierId={supplierId} />}
      {profile.locationsTable && (
        <Panel aria-labelledby={locationsHeadingId}>
          <h3 id={locationsHeadingId}>{t('locationsHeading')}</h3>
          <LocationsTable supplierId={supplierId} />
        </Panel>
      )}
      <ContactsPanel supplierId={supplierId} europeVariant={profile.europeVariant} />
    </TabBody>
  );
}
