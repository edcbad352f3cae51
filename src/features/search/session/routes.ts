import type { ResultsQuery } from './resultsQuery';
import { paramsFromQuery } from './resultsQuery';
import { href } from '@/platform/router/href';
import { FILTERS_PARAM } from './resultsLink';

/** The results page for a query; `filters` (a results link's f=, see resultsLink.ts) goes last. */
export function resultsUrl(query: ResultsQuery, filters?: string | null): string {
  const params = paramsFromQuery(query);
  if (filters) params.set(FILTERS_PARAM, filters);
  return href.results(params);
}
