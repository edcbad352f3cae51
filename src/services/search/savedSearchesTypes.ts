/**
 * Saved searches (issue 40, beyond spec 01): a buyer's own named searches on the search host.
 * The mock platform's handlers import these too, so limits and shapes are defined once, here.
 */
import type { FilterEntry, RandomScore, Sorting } from './types';

/** A name is required (after trimming), at most this long, unique per buyer ignoring case. */
export const SAVED_SEARCH_NAME_MAX = 80;
/** A saved search holds at most this many filters (a results link's bound, session/resultsLink.ts). */
export const SAVED_SEARCH_MAX_FILTERS = 60;
/** …and its filters at most this much JSON: far above any real search. */
export const SAVED_SEARCH_MAX_FILTERS_JSON = 32_000;
/** The landing's list pages by these sizes; the server serves at most the largest. */
export const SAVED_SEARCH_PAGE_SIZES = [5, 10, 25] as const;
export const SAVED_SEARCH_SORT_NAMES = ['name', 'lastRunOn'] as const;
export type SavedSearchSortName = (typeof SAVED_SEARCH_SORT_NAMES)[number];

export interface SavedSearchDto {
  id: number;
  name: string;
  /** The filters as the results page had them (search type and organisation unit are its searchType entry). */
  orderedFilters: FilterEntry[];
  sorting: Sorting;
  pageSize: number;
  randomScore: RandomScore | null;
  createdOn: string;
  /** When the buyer last ran it (saving counts as a run: the buyer was looking at its results). */
  lastRunOn: string;
  /** Suppliers that match now and did not when it was last run (computed by the search service). */
  newCount: number;
}

export interface SavedSearchesPage {
  items: SavedSearchDto[];
  totalCount: number;
}

export interface SavedSearchesQuery {
  page: number;
  pageSize: number;
  sortName: SavedSearchSortName;
  sortOrder: 'asc' | 'desc';
}

/**
 * POST /savedsearches: the criteria of a search session (`sessionId`: its filters, sort and page size
 * as the results page shows them), or given in full. `replace` overwrites the buyer's saved search
 * of the same name (case-insensitive); without it that name is a 409.
 */
export type SaveSearchBody = { name: string; replace?: boolean } & (
  | { sessionId: string }
  | { orderedFilters: FilterEntry[]; sorting?: Sorting; pageSize?: number; randomScore?: RandomScore | null }
);

/** PUT /savedsearches/{id}: rename. */
export interface RenameSavedSearchBody {
  name: string;
}

/** POST /savedsearches/{id}/run. `onlyNew`: the session shows only the suppliers new since the last run. */
export interface RunSavedSearchBody {
  onlyNew?: boolean;
}

export interface RunSavedSearchResponse {
  sessionId: string;
  savedSearch: SavedSearchDto;
  /** Saved filters the platform no longer holds (a removed custom field, a closed segment): the run left them out. */
  droppedFilters: FilterEntry[];
  /** The session shows only the suppliers new since the previous run, this many. */
  onlyNew: boolean;
  newCount: number;
}

/** The 409 a taken name answers with (the spec's style, as the segment name's). */
export const SAVED_SEARCH_NAME_TAKEN = 'A saved search with this name already exists, please try an alternative name';
