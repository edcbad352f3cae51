import type { ResultsQuery } from './resultsQuery';
import { paramsFromQuery } from './resultsQuery';
import { paths, withSid } from '@/platform/router/paths';

/** The search screens' paths: the app's route table. */
export const searchRoutes = paths;
export { withSid };

export const resultsUrl = (query: ResultsQuery) => `${searchRoutes.results}?${paramsFromQuery(query).toString()}`;
