import type { ResultsQuery } from './resultsQuery';
import { paramsFromQuery } from './resultsQuery';

/**
 * The search screens' paths. They mirror app/paths.ts, which a feature may not import (imports
 * flow app → features); AppRoutes mounts the screens at these same paths.
 */
export const searchRoutes = {
  landing: '/source-supplier',
  filters: '/source-supplier/search-filters',
  results: '/source-supplier/search-results',
  supplier: (id: number | string) => `/supplier/${encodeURIComponent(String(id))}`,
  invite: '/invite-supplier',
} as const;

export const withSid = (path: string, sid: string | null | undefined) =>
  sid ? `${path}?sid=${encodeURIComponent(sid)}` : path;

export const resultsUrl = (query: ResultsQuery) => `${searchRoutes.results}?${paramsFromQuery(query).toString()}`;
