import { useTranslation } from 'react-i18next';
import { ChosenEntries } from './ChosenEntries';

/** The locations already chosen, each removable from here as well as from the basket. */
export function ChosenLocations() {
  const { t } = useTranslation('searchFilters');
  return <ChosenEntries group="location" label={t('groups.location')} />;
}
