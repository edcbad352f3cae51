import { SORT_NAMES, SORT_ORDERS, type SearchResultsQuery, type SortName, type SortOrder } from '@/services/search/types';

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

const positiveInt = (value: string | null, fallback: number) => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : fallback;
};

const oneOf = <T extends string>(values: readonly T[], value: string | null, fallback: T): T =>
  value !== null && (values as readonly string[]).includes(value) ? (value as T) : fallback;

/** Reads the query from URL search params; unknown or malformed values fall back to the defaults. */
export function queryFromParams(params: URLSearchParams): ResultsQuery | null {
  const sid = params.get('sid');
  if (!sid) return null;
  const sortOrder = oneOf<SortOrder>(SORT_ORDERS, params.get('sortOrder'), RESULTS_DEFAULTS.sortOrder);
  const query: ResultsQuery = {
    sid,
    page: positiveInt(params.get('page'), RESULTS_DEFAULTS.page),
    pageSize: positiveInt(params.get('pageSize'), RESULTS_DEFAULTS.pageSize),
    sortName: oneOf<SortName>(SORT_NAMES, params.get('sortName'), RESULTS_DEFAULTS.sortName),
    sortOrder,
  };
  // A random order without its seed could not be reproduced on reload, so the seed travels too.
  const seed = params.get('seed');
  if (sortOrder === 'random' && seed) query.seed = seed;
  return query;
}

export function paramsFromQuery(query: ResultsQuery): URLSearchParams {
  const params = new URLSearchParams({ sid: query.sid });
  if (query.page !== RESULTS_DEFAULTS.page) params.set('page', String(query.page));
  if (query.pageSize !== RESULTS_DEFAULTS.pageSize) params.set('pageSize', String(query.pageSize));
  if (query.sortName !== RESULTS_DEFAULTS.sortName) params.set('sortName', query.sortName);
  if (query.sortOrder !== RESULTS_DEFAULTS.sortOrder) params.set('sortOrder', query.sortOrder);
  if (query.sortOrder === 'random' && query.seed != null) params.set('seed', String(query.seed));
  return params;
}

/** Two queries ask for the same rows (used to ignore repeats and to clear the selection on change). */
export const queryKey = (query: ResultsQuery | null) => (query ? paramsFromQuery(query).toString() : '');

/** The API query without the sid. */
export function apiQuery({ sid: _sid, ...rest }: ResultsQuery): SearchResultsQuery {
  return rest;
}
