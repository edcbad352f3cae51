import { useSelector } from 'react-redux';
import { useTranslation } from 'react-i18next';
import { selectFiltersReference } from '../filtersSelectors';
import { companySizeEntry } from '../model/filterEntries';
import { EntryCheckboxes } from './EntryCheckboxes';

export function CompanySizeGroup() {
  const { t } = useTranslation('searchFilters');
  const sizes = useSelector(selectFiltersReference).data?.companySizes ?? [];
  return (
    <EntryCheckboxes
      label={t('companySize.label')}
      options={sizes.map((size) => ({ label: size.name, entry: companySizeEntry(size) }))}
    />
  );
}
