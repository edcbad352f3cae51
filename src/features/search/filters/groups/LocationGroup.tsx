import { useTranslation } from 'react-i18next';
import { useComponentVisible, useFlag } from '@/platform/session';
import { GroupBody } from './groups.styles';
import { AreaOfOperationField } from './AreaOfOperationField';
import { OfficeLocationForm } from './OfficeLocationForm';
import { ChosenLocations } from './ChosenLocations';

/** Area of operation and office located (with its distance), spec 01 §2. */
export function LocationGroup() {
  const { t } = useTranslation('searchFilters');
  const areaComponent = useComponentVisible('areaOfOperation');
  const areaFlag = useFlag('areaOfOperationEnabled');
  const areaOn = areaComponent && areaFlag;
  return (
    <GroupBody>
      {areaOn && (
        <section aria-label={t('location.areaOfOperation')}>
          <AreaOfOperationField />
        </section>
      )}
      <section aria-label={t('location.officeLocated')}>
        <OfficeLocationForm />
      </section>
      <ChosenLocations />
    </GroupBody>
  );
}
