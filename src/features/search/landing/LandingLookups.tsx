import { useTranslation } from 'react-i18next';
import { useComponentVisible } from '@/platform/session';
import { Divider } from '@/ui';
import { CompanySearch } from './CompanySearch';
import { ReferenceSearch } from './ReferenceSearch';

/**
 * The two ways to look up a known supplier, separated by "or". Loaded lazily by the landing screen
 * (ComboBox and its popover are not needed for the first paint).
 */
export function LandingLookups() {
  const { t } = useTranslation('search');
  const showReference = useComponentVisible('supplierReference');
  return (
    <>
      <CompanySearch />
      {showReference && (
        <>
          <Divider>{t('landing.or')}</Divider>
          <ReferenceSearch />
        </>
      )}
    </>
  );
}
