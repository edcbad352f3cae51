import { Checkbox, CheckboxGroup } from '@/ui';
import type { UdfItem } from '@/services/udf/types';
import { useCustomFieldEntries } from './useCustomFieldEntries';

/** Three options or fewer: plain checkboxes, any ticked option matches. */
export function OptionsCheckboxes({ item }: { item: UdfItem }) {
  const { chosenOptionIds, set, optionEntry } = useCustomFieldEntries(item);
  return (
    <CheckboxGroup
      label={item.title}
      value={chosenOptionIds.map(String)}
      onChange={(ids) => set(item.items.filter((o) => ids.includes(String(o.id))).map(optionEntry))}
    >
      {item.items.map((option) => (
        <Checkbox key={option.id} value={String(option.id)}>{option.title}</Checkbox>
      ))}
    </CheckboxGroup>
  );
}
