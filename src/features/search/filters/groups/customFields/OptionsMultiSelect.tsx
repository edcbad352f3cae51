import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ComboBox, TagGroup } from '@/ui';
import type { UdfItem } from '@/services/udf/types';
import { useCustomFieldEntries } from './useCustomFieldEntries';

/** More than three options: a searchable multiselect, the chosen ones as removable tags. */
export function OptionsMultiSelect({ item }: { item: UdfItem }) {
  const { t } = useTranslation('searchFilters');
  const { chosenOptionIds, set, optionEntry } = useCustomFieldEntries(item);
  const [input, setInput] = useState('');
  const chosen = item.items.filter((o) => chosenOptionIds.includes(o.id));
  const available = item.items
    .filter((o) => !chosenOptionIds.includes(o.id) && o.title.toLowerCase().includes(input.trim().toLowerCase()))
    .map((o) => ({ id: o.id, label: o.title }));
  const setChosen = (ids: number[]) => set(item.items.filter((o) => ids.includes(o.id)).map(optionEntry));

  return (
    <div>
      <ComboBox
        label={t('customFields.search', { field: item.title })}
        items={available}
        inputValue={input}
        onInputChange={setInput}
        selectedKey={null}
        menuTrigger="focus"
        onSelectionChange={(option) => {
          if (!option) return;
          setChosen([...chosenOptionIds, Number(option.id)]);
          setInput('');
        }}
      />
      {chosen.length > 0 && (
        <TagGroup
          label={t('customFields.chosenOptions', { field: item.title })}
          hideLabel
          items={chosen.map((o) => ({ id: o.id, label: o.title }))}
          removeLabel={t('customFields.removeOption')}
          onRemove={(keys) => setChosen(chosenOptionIds.filter((id) => !keys.has(id)))}
        />
      )}
    </div>
  );
}
