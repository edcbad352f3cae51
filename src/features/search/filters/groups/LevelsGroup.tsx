import { useTranslation } from 'react-i18next';
import { useFilterGoals } from '../hooks';
import { goalEntry } from '../model/filterEntries';
import { EntryCheckboxes } from './EntryCheckboxes';
import { GroupBody } from './groups.styles';

/** Levels (goals allowed for this search type), grouped by groupName. */
export function LevelsGroup() {
  const { t } = useTranslation('searchFilters');
  const groups = useFilterGoals().levelGroups;
  return (
    <GroupBody>
      {groups.map((group) => (
        <EntryCheckboxes
          key={group.name}
          label={t('levels.label', { group: group.name })}
          options={group.items.map((goal) => ({ label: goal.name, entry: goalEntry(goal) }))}
        />
      ))}
    </GroupBody>
  );
}
