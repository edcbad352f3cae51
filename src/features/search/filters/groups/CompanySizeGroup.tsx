import { useTranslation } from 'react-i18next';
import { useFacets } from '../hooks';
import { companySizeEntry } from '../model/filterEntries';
import { EntryCheckboxes } from './EntryCheckboxes';

export function CompanySizeGroup() {
  const { t } = useTranslation('searchFilters');
  const sizes = useFacets().data?.companySizes ?? [];
  return (
    <EntryCheckboxes
      label={t('companySize.label')}
      options={sizes.map((size) => ({ label: size.name, entry: companySizeEntry(size) }))}
    />
  );
}
