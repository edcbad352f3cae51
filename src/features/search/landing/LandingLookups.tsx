import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { useComponentVisible, useFlag } from '@/platform/session';
import { Divider } from '@/ui';
import { CompanySearch } from './CompanySearch';
import { ReferenceSearch } from './ReferenceSearch';

// Only a community running the alternative company search (onionSearchEnabled) fetches its code.
const QuickCompanySearch = lazy(() => import('../quickSearch/QuickCompanySearch').then((m) => ({ default: m.QuickCompanySearch })));

/**
 * The two ways to look up a known supplier, separated by "or". Loaded lazily by the landing screen
 * (ComboBox and its popover are not needed for the first paint).
 */
export function LandingLookups() {
  const { t } = useTranslation('search');
  const showReference = useComponentVisible('supplierReference');
  const alternativeSearch = useFlag('onionSearchEnabled');
  return (
    <>
      {alternativeSearch ? <QuickCompanySearch /> : <CompanySearch />}
      {showReference && (
        <>
          <Divider>{t('landing.or')}</Divider>
          <ReferenceSearch />
        </>
      )}
    </>
  );
}
