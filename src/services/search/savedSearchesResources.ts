import { canUseSavedSearches } from '@/platform/auth/policies';
import { defineMutation, defineResource, tag } from '@/platform/resource';
import { selectPolicy } from '@/platform/session';
import { deleteSavedSearch, getSavedSearches, renameSavedSearch, runSavedSearch, saveSearch } from './savedSearchesService';
import type { SavedSearchesQuery, SaveSearchBody } from './savedSearchesTypes';

/** Every page of the buyer's saved searches provides it; every change to them (a run changes its last run) invalidates it. */
const SAVED_SEARCHES = tag('savedSearches');

/** Each change and run is refused before it is sent to a buyer kept on the landing page (the controls are hidden too). */
const rule = selectPolicy(canUseSavedSearches);

/** One page of the buyer's saved searches (the landing's list). */
export const savedSearchesPage = defineResource({
  name: 'search/savedSearchesPage',
  load: (query: SavedSearchesQuery, signal) => getSavedSearches(query, signal),
  provides: () => [SAVED_SEARCHES],
});

/** Save from the results page; tracked per session (the one dialog there). */
export const saveSearchOf = defineMutation({
  name: 'search/saveSearch',
  run: ({ body }: { sid: string; body: SaveSearchBody }) => saveSearch(body),
  scope: ({ sid }) => ({ sid }),
  rule,
  invalidates: () => [SAVED_SEARCHES],
});

export const renameSavedSearchOf = defineMutation({
  name: 'search/renameSavedSearch',
  run: ({ id, name }: { id: number; name: string }) => renameSavedSearch(id, { name }),
  scope: ({ id }) => ({ id }),
  rule,
  invalidates: () => [SAVED_SEARCHES],
});

export const deleteSavedSearchOf = defineMutation({
  name: 'search/deleteSavedSearch',
  run: ({ id }: { id: number }) => deleteSavedSearch(id),
  scope: ({ id }) => ({ id }),
  rule,
  invalidates: () => [SAVED_SEARCHES],
});

/** Run (all results or only the new ones): one at a time for the whole list, so its reply is read from one place. */
export const runSavedSearchOf = defineMutation({
  name: 'search/runSavedSearch',
  run: ({ id, onlyNew }: { id: number; onlyNew: boolean }) => runSavedSearch(id, { onlyNew }),
  scope: () => ({ list: 'savedSearches' }),
  rule,
  invalidates: () => [SAVED_SEARCHES],
});
