import { useSelector } from 'react-redux';
import type { UdfFilterEntry } from '@/services/search/types';
import type { UdfItem, UdfOption } from '@/services/udf/types';
import { selectOrderedFilters } from '../../filtersSelectors';
import { useFilterChoices } from '../../hooks';
import { udfEntry } from '../../model/filterEntries';

/** The entries one custom field holds now, and how to replace them. */
export function useCustomFieldEntries(item: UdfItem) {
  const entries = useSelector(selectOrderedFilters).filter(
    (e): e is UdfFilterEntry => e.id === 'udf' && e.query?.udfItemId === item.id,
  );
  const { setCustomField } = useFilterChoices();
  return {
    entries,
    chosenOptionIds: entries.map((e) => e.query?.udfItemValueId).filter((id): id is number => typeof id === 'number'),
    set: (next: UdfFilterEntry[]) => setCustomField(item.id, next),
    optionEntry: (option: UdfOption) =>
      udfEntry({ udfItemId: item.id, udfItemType: item.type, udfItemValueId: option.id }, `${item.title}: ${option.title}`, item.sectionId),
  };
}
