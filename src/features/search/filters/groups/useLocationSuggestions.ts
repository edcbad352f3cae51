import { useSelector } from 'react-redux';
import type { LocationSuggestion } from '@/services/geo/types';
import type { FilterEntry } from '@/services/search/types';
import { selectChosenKeys, selectLocationSuggestions } from '../filtersSelectors';
import { entryKey } from '../model/filterEntries';

export interface LocationItem extends LocationSuggestion {
  id: string;
  label: string;
  description: string;
}

/** Suggestions for one location field, without the locations already chosen (spec 01 §5). */
export function useLocationSuggestions(
  purpose: 'area' | 'office',
  toEntry: (s: LocationSuggestion) => FilterEntry,
  input: string,
) {
  const state = useSelector(selectLocationSuggestions(purpose));
  const chosen = useSelector(selectChosenKeys);
  // An emptied field shows no stale suggestions (the list would reopen with them).
  const items: LocationItem[] = (input.trim() ? (state.data?.items ?? []) : [])
    .filter((s) => !chosen.has(entryKey(toEntry(s))))
    .map((s) => ({
      ...s,
      id: `${s.country}|${s.locationType}|${s.value}`,
      label: s.value,
      description: s.translatedLocation.parentList.join(', '),
    }));
  return { state, items };
}
