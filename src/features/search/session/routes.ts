import type { ResultsQuery } from './resultsQuery';
import { paramsFromQuery } from './resultsQuery';
import { paths, withSid } from '@/platform/router/paths';
import { FILTERS_PARAM } from './resultsLink';

/** The search screens' paths: the app's route table. */
export const searchRoutes = paths;
export { withSid };

/** The results page for a query; `filters` (a results link's f=, see resultsLink.ts) goes last. */
export function resultsUrl(query: ResultsQuery, filters?: string | null): string {
  const params = paramsFromQuery(query);
  if (filters) params.set(FILTERS_PARAM, filters);
  return `${searchRoutes.results}?${params.toString()}`;
}
