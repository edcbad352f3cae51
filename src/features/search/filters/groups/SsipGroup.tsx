import { useSelector } from 'react-redux';
import { useTranslation } from 'react-i18next';
import { selectSsipSchemes } from '../filtersSelectors';
import { goalEntry } from '../model/filterEntries';
import { EntryCheckboxes } from './EntryCheckboxes';

export function SsipGroup() {
  const { t } = useTranslation('searchFilters');
  const schemes = useSelector(selectSsipSchemes);
  return (
    <EntryCheckboxes label={t('ssip.label')} options={schemes.map((goal) => ({ label: goal.name, entry: goalEntry(goal) }))} />
  );
}
