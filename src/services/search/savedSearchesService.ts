import { apiPath } from '@/lib/pathSegment';
import { clientFor } from '@/platform/http';
import type {
  RenameSavedSearchBody, RunSavedSearchBody, RunSavedSearchResponse, SavedSearchDto, SavedSearchesPage, SavedSearchesQuery, SaveSearchBody,
} from './savedSearchesTypes';

/** Saved searches (issue 40) on the search host: the calling buyer's own. */
export async function getSavedSearches(query: SavedSearchesQuery, signal?: AbortSignal): Promise<SavedSearchesPage> {
  const { data } = await clientFor('search').get<SavedSearchesPage>('/savedsearches', { params: query, signal });
  return data;
}

/** Saves a search; a taken name is a 409 unless `replace` is set. */
export async function saveSearch(body: SaveSearchBody): Promise<SavedSearchDto> {
  const { data } = await clientFor('search').post<SavedSearchDto>('/savedsearches', body);
  return data;
}

export async function renameSavedSearch(id: number, body: RenameSavedSearchBody): Promise<SavedSearchDto> {
  const { data } = await clientFor('search').put<SavedSearchDto>(apiPath`/savedsearches/${id}`, body);
  return data;
}

export async function deleteSavedSearch(id: number): Promise<void> {
  await clientFor('search').delete(apiPath`/savedsearches/${id}`, { allowEmptyBody: true });
}

/** Opens a new search session from it (`onlyNew`: only the suppliers new since its last run). */
export async function runSavedSearch(id: number, body: RunSavedSearchBody): Promise<RunSavedSearchResponse> {
  const { data } = await clientFor('search').post<RunSavedSearchResponse>(apiPath`/savedsearches/${id}/run`, body);
  return data;
}
