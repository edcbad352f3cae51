import { useTranslation } from 'react-i18next';
import { useFilterGoals } from '../hooks';
import { goalEntry } from '../model/filterEntries';
import { EntryCheckboxes } from './EntryCheckboxes';

export function SsipGroup() {
  const { t } = useTranslation('searchFilters');
  const schemes = useFilterGoals().ssipSchemes;
  return (
    <EntryCheckboxes label={t('ssip.label')} options={schemes.map((goal) => ({ label: goal.name, entry: goalEntry(goal) }))} />
  );
}
