import { useTranslation } from 'react-i18next';
import { Radio, RadioGroup } from '@/ui';
import type { UdfItem } from '@/services/udf/types';
import { useCustomFieldEntries } from './useCustomFieldEntries';

const ANY = 'any';

/** One option at most; "Any" removes the filter. */
export function RadioCustomField({ item }: { item: UdfItem }) {
  const { t } = useTranslation('searchFilters');
  const { chosenOptionIds, set, optionEntry } = useCustomFieldEntries(item);
  return (
    <RadioGroup
      label={item.title}
      value={chosenOptionIds.length ? String(chosenOptionIds[0]) : ANY}
      onChange={(id) => set(item.items.filter((o) => String(o.id) === id).map(optionEntry))}
    >
      <Radio value={ANY}>{t('customFields.any')}</Radio>
      {item.items.map((option) => (
        <Radio key={option.id} value={String(option.id)}>{option.title}</Radio>
      ))}
    </RadioGroup>
  );
}
