import { SORT_NAMES, SORT_ORDERS, type SearchResultsQuery, type SortName } from '@/services/search/types';
import {
  changeListParams, readListParams, writeListParams, type ListChange, type ListParamsSpec,
} from '@/platform/list';

/**
 * The results page's query lives in the URL (sid, page, pageSize, sortName, sortOrder, seed) so a
 * results link can be reloaded, bookmarked and shared. Defaults (spec 01 §9): page 1, 50 per page,
 * name ascending; defaults are left out of the URL to keep links short.
 */
export interface ResultsQuery extends SearchResultsQuery {
  sid: string;
}

export const RESULTS_DEFAULTS = { page: 1, pageSize: 50, sortName: 'name', sortOrder: 'asc' } as const;
export const PAGE_SIZE_OPTIONS = [10, 25, 50, 100];

/** The results table's list params: the same URL rules as every other table (platform/list). */
export const RESULTS_LIST: ListParamsSpec<SortName> = {
  defaults: RESULTS_DEFAULTS,
  sortNames: SORT_NAMES,
  sortOrders: SORT_ORDERS,
  pageSizes: PAGE_SIZE_OPTIONS,
};

/** Reads the query from URL search params; unknown or malformed values fall back to the defaults. */
export function queryFromParams(params: URLSearchParams): ResultsQuery | null {
  const sid = params.get('sid');
  if (!sid) return null;
  const { page, pageSize, sortName, sortOrder } = readListParams(params, RESULTS_LIST);
  const query: ResultsQuery = { sid, page, pageSize, sortName, sortOrder };
  // A random order without its seed could not be reproduced on reload, so the seed travels too.
  const seed = params.get('seed');
  if (sortOrder === 'random' && seed) query.seed = seed;
  return query;
}

export function paramsFromQuery(query: ResultsQuery): URLSearchParams {
  const { sid, seed, ...list } = query;
  const params = writeListParams({ ...list, filter: {} }, RESULTS_LIST, new URLSearchParams({ sid }));
  if (query.sortOrder === 'random' && seed != null) params.set('seed', String(seed));
  return params;
}

/** The next query after a sort, page or size change: page 1 unless only the page changed. */
export function changedQuery(query: ResultsQuery, change: ListChange<SortName>): ResultsQuery {
  const { sid, seed, ...list } = query;
  const { filter: _filter, ...next } = changeListParams({ ...list, filter: {} }, change, RESULTS_LIST);
  return seed != null && next.sortOrder === 'random' ? { sid, seed, ...next } : { sid, ...next };
}

/** Two queries ask for the same rows (used to ignore repeats and to clear the selection on change). */
export const queryKey = (query: ResultsQuery | null) => (query ? paramsFromQuery(query).toString() : '');

/** The API query without the sid. */
export function apiQuery({ sid: _sid, ...rest }: ResultsQuery): SearchResultsQuery {
  return rest;
}
