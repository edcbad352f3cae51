import { useSelector } from 'react-redux';
import { Checkbox, CheckboxGroup } from '@/ui';
import type { FilterEntry } from '@/services/search/types';
import { selectChosenKeys } from '../filtersSelectors';
import { useFilterChoices } from '../hooks';
import { entryKey } from '../model/filterEntries';

export interface EntryOption {
  label: string;
  entry: FilterEntry;
}

interface Props {
  label: string;
  options: EntryOption[];
}

/** A checkbox per option; ticking adds its filter entry, unticking removes it. */
export function EntryCheckboxes({ label, options }: Props) {
  const chosen = useSelector(selectChosenKeys);
  const { toggle } = useFilterChoices();
  const keyed = options.map((o) => ({ ...o, key: entryKey(o.entry) }));
  const value = keyed.filter((o) => chosen.has(o.key)).map((o) => o.key);
  return (
    <CheckboxGroup
      label={label}
      value={value}
      onChange={(next) => {
        keyed.forEach((o) => {
          const on = next.includes(o.key);
          if (on !== chosen.has(o.key)) toggle(o.entry, on);
        });
      }}
    >
      {keyed.map((o) => (
        <Checkbox key={o.key} value={o.key}>
          {o.label}
        </Checkbox>
      ))}
    </CheckboxGroup>
  );
}
