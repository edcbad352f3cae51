import type { TFunction } from 'i18next';
import type { FilterEntry } from '@/services/search/types';

/**
 * What to call filters that no longer exist: the words they had when saved (the buyer's own saved
 * record), else what kind of filter it was.
 */
export const droppedNames = (entries: FilterEntry[], t: TFunction<'savedSearches'>) =>
  entries.map((entry) => entry.filterCopy?.title || entry.filterCopy?.Name || t(`filterKinds.${entry.id}`)).join(', ');
