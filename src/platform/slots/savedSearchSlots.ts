import { createContext, useContext, type ComponentType } from 'react';
import type { FilterEntry, Sorting } from '@/services/search/types';
import { createSlot } from './createSlot';

/** The results toolbar's "Save search" (issue 40) for the page's search session. */
export interface SaveSearchProps {
  sid: string;
}
export const SaveSearchSlot = createSlot<SaveSearchProps>('SaveSearch');

/** "Your saved searches" on the landing page, below the search methods. */
export const SavedSearchesSlot = createSlot<Record<string, never>>('SavedSearches');

/** What a saved search keeps of a search: its filters (search type and unit included), sort and page size. */
export interface SearchCriteria {
  orderedFilters: FilterEntry[];
  sorting: Sorting;
  pageSize: number;
}

/**
 * Chip labels of several filter lists at once, rebuilt from reference data in the buyer's language
 * exactly as the filter chips say them; null for a filter the platform no longer holds. Renders
 * nothing: it hands the labels to `onLabels` once they are known (the list itself stays mounted, so
 * focus is never lost when they arrive).
 */
export interface FilterLabelsProps {
  lists: FilterEntry[][];
  onLabels: (labels: (string | null)[][], of: FilterEntry[][]) => void;
}

/** What the search feature lends to features that show or share searches (the app provides it). */
export interface SearchCriteriaTools {
  FilterLabels: ComponentType<FilterLabelsProps>;
  /** An app path of a results link that rebuilds these criteria in any browser (the results page's f=). */
  resultsLink: (criteria: SearchCriteria) => Promise<string>;
}

export const SearchCriteriaToolsContext = createContext<SearchCriteriaTools | null>(null);
SearchCriteriaToolsContext.displayName = 'SearchCriteriaTools';

/** The tools, or null where the app provides none (the caller then shows less). */
export const useSearchCriteriaTools = () => useContext(SearchCriteriaToolsContext);
