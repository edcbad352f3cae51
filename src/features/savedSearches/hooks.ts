import { useCallback, useEffect, useMemo, useState } from 'react';
import { useListParams, type ListParamsSpec } from '@/platform/list';
import { useResource, useMutation } from '@/platform/resource';
import { href, useNavigate } from '@/platform/router';
import {
  deleteSavedSearchOf, renameSavedSearchOf, runSavedSearchOf, saveSearchOf, savedSearchesPage,
} from '@/services/search/savedSearchesResources';
import {
  SAVED_SEARCH_PAGE_SIZES, type RunSavedSearchResponse, type SavedSearchDto, type SavedSearchSortName,
} from '@/services/search/savedSearchesTypes';

export const PAGE_SIZES = [...SAVED_SEARCH_PAGE_SIZES];

const SAVED_LIST: ListParamsSpec<SavedSearchSortName> = {
  defaults: { page: 1, pageSize: 5, sortName: 'lastRunOn', sortOrder: 'desc' },
  sortNames: ['lastRunOn', 'name'],
  sortOrders: ['asc', 'desc'],
  pageSizes: PAGE_SIZES,
};

/** The page of saved searches the landing's URL asks for; any change to them reloads it once. */
export function useSavedSearchesList() {
  const list = useListParams(SAVED_LIST);
  const { page, pageSize, sortName, sortOrder } = list.params;
  const query = useMemo(() => ({ page, pageSize, sortName, sortOrder: sortOrder === 'asc' ? ('asc' as const) : ('desc' as const) }), [page, pageSize, sortName, sortOrder]);
  const state = useResource(savedSearchesPage, query);
  useListParams(SAVED_LIST, { total: state.data?.totalCount });
  return { ...state, query, change: list.change };
}

const NAME_LOOKUP_PAGE_SIZE = Math.max(...SAVED_SEARCH_PAGE_SIZES);

/** The server's "same name": equal ignoring case (accents still count). */
export const sameSavedSearchName = (a: string, b: string) =>
  a.localeCompare(b, undefined, { sensitivity: 'accent' }) === 0 || a.toLowerCase() === b.toLowerCase();

export type SavedSearchLookup =
  | { status: 'idle' | 'looking' | 'missing'; search: null }
  | { status: 'found'; search: SavedSearchDto };

/**
 * The buyer's saved search that holds a name (ignoring case), as it is stored: a 409 says only that
 * the name is taken. Reads the list in name order, page after page, until it finds it or has read
 * past where it would sort; 'missing' when it is not there or the list could not be read.
 */
export function useSavedSearchNamed(name: string | null): SavedSearchLookup {
  const [walk, setWalk] = useState<{ of: string; page: number } | null>(null);
  const page = name !== null && walk?.of === name ? walk.page : 1;
  const query = useMemo(
    () => (name === null ? null : { page, pageSize: NAME_LOOKUP_PAGE_SIZE, sortName: 'name' as const, sortOrder: 'asc' as const }),
    [name, page],
  );
  const { status, data } = useResource(savedSearchesPage, query);
  const items = data?.items ?? [];
  const found = name === null ? undefined : items.find((s) => sameSavedSearchName(s.name, name));
  const last = items.at(-1);
  // The server sorts names ignoring case and accents: a page ending at or before the name may be followed by it.
  const readOn = name !== null && !found && data !== null && page * NAME_LOOKUP_PAGE_SIZE < data.totalCount
    && last !== undefined && last.name.localeCompare(name, undefined, { sensitivity: 'base' }) <= 0;

  useEffect(() => {
    if (readOn && name !== null) setWalk({ of: name, page: page + 1 });
  }, [readOn, name, page]);

  if (name === null) return { status: 'idle', search: null };
  if (found) return { status: 'found', search: found };
  if (status === 'error' || (data !== null && !readOn)) return { status: 'missing', search: null };
  return { status: 'looking', search: null };
}

/** "Save search" for one results session: a taken name fails with status 409 (the dialog then offers Replace). */
export function useSaveSearch(sid: string) {
  const scope = useMemo(() => ({ sid }), [sid]);
  const { run, ...state } = useMutation(saveSearchOf, scope);
  const save = useCallback((name: string, replace: boolean) => run({ sid, body: { name, sessionId: sid, replace } }), [run, sid]);
  return { ...state, save };
}

export function useRenameSavedSearch(id: number) {
  const { run, ...state } = useMutation(renameSavedSearchOf, useMemo(() => ({ id }), [id]));
  return { ...state, rename: useCallback((name: string) => run({ id, name }), [run, id]) };
}

export function useDeleteSavedSearch(id: number) {
  const { run, ...state } = useMutation(deleteSavedSearchOf, useMemo(() => ({ id }), [id]));
  return { ...state, remove: useCallback(() => run({ id }), [run, id]) };
}

const RUN_SCOPE = { list: 'savedSearches' };

/** The results page of a run: its new session, opened exactly as saved (sort, page size). */
export function runResultsHref({ sessionId, savedSearch }: RunSavedSearchResponse): string {
  const params = new URLSearchParams({ sid: sessionId, pageSize: String(savedSearch.pageSize), sortName: savedSearch.sorting.name, sortOrder: savedSearch.sorting.order });
  if (savedSearch.sorting.order === 'random' && savedSearch.randomScore) params.set('seed', String(savedSearch.randomScore.seed));
  return href.results(params);
}

/**
 * Run (all results or only the new ones): the search service opens a session from it, then the
 * results page opens on that session. One run at a time for the whole app; its reply stays in the
 * store, so the results page can say what the run left out.
 */
export function useRunSavedSearch() {
  const { run, reset, ...state } = useMutation(runSavedSearchOf, RUN_SCOPE);
  const navigate = useNavigate();
  // The run this screen started: only it navigates (another screen may read the same reply).
  const [started, setStarted] = useState<{ id: number; onlyNew: boolean } | null>(null);
  const { status, result } = state;

  useEffect(() => {
    if (started === null || status !== 'succeeded' || !result) return;
    setStarted(null);
    navigate(runResultsHref(result));
  }, [started, status, result, navigate]);

  const start = useCallback(
    (search: Pick<SavedSearchDto, 'id'>, onlyNew: boolean) => {
      setStarted({ id: search.id, onlyNew });
      reset();
      run({ id: search.id, onlyNew });
    },
    [run, reset],
  );
  return { ...state, running: status === 'pending' ? started : null, failedRun: status === 'failed' ? started : null, start };
}

/** The reply of the run that opened this results session, if one did. */
export function useRunOf(sid: string): RunSavedSearchResponse | null {
  const { result } = useMutation(runSavedSearchOf, RUN_SCOPE);
  return result && result.sessionId === sid ? result : null;
}

/**
 * A saved-search dialog's submit state starts fresh when it opens and is cleared when it closes
 * (a reopened dialog never shows the last attempt's error); `onSucceeded` runs once it succeeds.
 */
export function useFreshMutationDialog(status: string, reset: () => void, onSucceeded: () => void) {
  useEffect(() => {
    reset();
    return () => reset();
  }, [reset]);
  useEffect(() => {
    if (status === 'succeeded') onSucceeded();
  }, [status, onSucceeded]);
}
