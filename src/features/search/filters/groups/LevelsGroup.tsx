import { useSelector } from 'react-redux';
import { useTranslation } from 'react-i18next';
import { selectLevelGroups } from '../filtersSelectors';
import { goalEntry } from '../model/filterEntries';
import { EntryCheckboxes } from './EntryCheckboxes';
import { GroupBody } from './groups.styles';

/** Levels (goals allowed for this search type), grouped by groupName. */
export function LevelsGroup() {
  const { t } = useTranslation('searchFilters');
  const groups = useSelector(selectLevelGroups);
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
