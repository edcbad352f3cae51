import { clientFor } from '@/platform/http';
import { sessionPathSegment } from './sessionId';
import type {
  FacetsResponse,
  FilterEntry,
  QuickSearchRequest,
  QuickSearchResponse,
  SearchCountsResponse,
  SearchResultsQuery,
  SearchResultsResponse,
  SessionDto,
  SessionQueryDto,
  SessionRequest,
  TaxonomyResponse,
} from './types';

export async function createSession(body: SessionRequest): Promise<SessionDto> {
  const { data } = await clientFor('search').post<SessionDto>('/session', body);
  return data;
}

export async function getSessionQuery(sessionId: string): Promise<SessionQueryDto> {
  const { data } = await clientFor('search').get<SessionQueryDto>(`/session/${sessionPathSegment(sessionId)}/query`);
  return data;
}

/** Replaces the session's filters; the reply is the updated session. */
export async function updateSessionQuery(sessionId: string, orderedFilters: FilterEntry[]): Promise<SessionDto> {
  const { data } = await clientFor('search').post<SessionDto>(`/session/${sessionPathSegment(sessionId)}/query`, {
    orderedFilters,
  });
  return data;
}

export async function getSearchCount(orderedFilters: FilterEntry[], signal?: AbortSignal): Promise<SearchCountsResponse> {
  const { data } = await clientFor('search').post<SearchCountsResponse>('/search/counts', { orderedFilters }, { signal });
  return data;
}

export async function getSearchResults(
  sessionId: string,
  query: SearchResultsQuery,
  signal?: AbortSignal,
): Promise<SearchResultsResponse> {
  const { data } = await clientFor('search').get<SearchResultsResponse>(`/search/${sessionPathSegment(sessionId)}`, {
    params: query,
    signal,
  });
  return data;
}

/** Every result of a session in one page, for the CSV export (spec 01 §7). */
export function getAllSearchResults(sessionId: string, resultCount: number): Promise<SearchResultsResponse> {
  return getSearchResults(sessionId, { page: 1, pageSize: resultCount, sortName: 'name', sortOrder: 'asc' });
}

export async function getFacets(orgUnitId?: number): Promise<FacetsResponse> {
  const { data } = await clientFor('search').get<FacetsResponse>('/facets', {
    params: orgUnitId === undefined ? undefined : { orgUnitId },
  });
  return data;
}

export async function quickSearch(body: QuickSearchRequest, signal?: AbortSignal): Promise<QuickSearchResponse> {
  const { data } = await clientFor('search').post<QuickSearchResponse>('/quicksearch', body, { signal });
  return data;
}

export async function getTaxonomy(): Promise<TaxonomyResponse> {
  const { data } = await clientFor('search').get<TaxonomyResponse>('/taxonomy/product-services');
  return data;
}
