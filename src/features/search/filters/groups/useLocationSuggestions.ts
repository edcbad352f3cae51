import { useRef } from 'react';
import { useSelector } from 'react-redux';
import { useResource } from '@/platform/resource';
import { useCommunitySettings } from '@/platform/session';
import { locationSuggestions } from '@/services/geo/geoResources';
import type { LocationSuggestion, LocationType } from '@/services/geo/types';
import type { FilterEntry } from '@/services/search/types';
import { useDebouncedValue } from '../components/useDebouncedValue';
import { selectChosenKeys } from '../filtersSelectors';
import { LOCATION_DEBOUNCE_MS, LOCATION_MIN_CHARS } from '../model/constants';
import { entryKey } from '../model/filterEntries';

export interface LocationItem extends LocationSuggestion {
  id: string;
  label: string;
  description: string;
}

/**
 * Suggestions for one location field (spec 01 §5), without the locations already chosen: asked
 * 200 ms after the last keystroke, for the words and location types then in the field (the cached
 * geo look-up other screens share). `loaded` says the suggestions answer the words now typed.
 */
export function useLocationSuggestions(toEntry: (s: LocationSuggestion) => FilterEntry, input: string, types: LocationType[]) {
  const countryCode = useCommunitySettings()?.countryCode ?? null;
  const chosen = useSelector(selectChosenKeys);
  const wanted = { q: input.trim(), t: types.join(',') };
  const settled = useDebouncedValue(wanted.q, LOCATION_DEBOUNCE_MS);
  const settledTypes = useDebouncedValue(wanted.t, LOCATION_DEBOUNCE_MS);
  const args = settled.length >= LOCATION_MIN_CHARS
    ? { q: settled, isocountry: countryCode, t: settledTypes ? (settledTypes.split(',') as LocationType[]) : [] }
    : null;
  const read = useResource(locationSuggestions, args);
  const current = args !== null && settled === wanted.q && settledTypes === wanted.t;
  const loaded = current && read.status === 'loaded';
  // While the words settle, the read is of older words: the newer ones are as good as loading.
  const status = current || args === null ? read.status : ('loading' as const);
  // The last suggestions stay while newer words are asked for (a picked one stays in the list); an
  // emptied field shows none (the list would reopen with them).
  const last = useRef<LocationSuggestion[]>([]);
  if (read.data) last.current = read.data;
  const items: LocationItem[] = (wanted.q ? last.current : [])
    .filter((s) => !chosen.has(entryKey(toEntry(s))))
    .map((s) => ({
      ...s,
      id: `${s.country}|${s.locationType}|${s.value}`,
      label: s.value,
      description: s.translatedLocation.parentList.join(', '),
    }));
  return { status, loaded, items };
}
