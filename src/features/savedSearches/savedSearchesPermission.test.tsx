import { afterEach, describe, expect, it } from 'vitest';
import { waitFor } from '@testing-library/react';
import { server } from '@mocks/node';
import { renderWithProviders } from '@/test/renderWithProviders';
import { argsKey, resourceActions, selectMutation } from '@/platform/resource';
import { deleteSavedSearchOf, renameSavedSearchOf, runSavedSearchOf, saveSearchOf } from '@/services/search/savedSearchesResources';

afterEach(() => server.events.removeAllListeners());

/** Each saved-search change as its control dispatches it (useMutation), with the scope it is tracked under. */
const CHANGES = [
  { mutation: saveSearchOf, args: { sid: 's1', body: { sid: 's1', name: 'Roofers in Leeds' } }, scope: { sid: 's1' } },
  { mutation: renameSavedSearchOf, args: { id: 1, name: 'Roofers' }, scope: { id: 1 } },
  { mutation: deleteSavedSearchOf, args: { id: 1 }, scope: { id: 1 } },
  { mutation: runSavedSearchOf, args: { id: 1, onlyNew: false }, scope: { list: 'savedSearches' } },
] as const;

describe('saved searches: the saga refuses a buyer the app keeps on the landing page, as the list and Save search are hidden', () => {
  it.each(CHANGES.map((change) => [change.mutation.name, change] as const))(
    '%s: a French limited buyer with free buyer access gets "You don\'t have permission" and nothing is sent',
    async (_, { mutation, args, scope }) => {
      const sent: string[] = [];
      server.events.on('request:start', ({ request }) => {
        if (request.url.includes('/savedsearches')) sent.push(`${request.method} ${request.url}`);
      });
      const { store } = await renderWithProviders(<p>landing</p>, { persona: 'french-limited' });
      const key = argsKey(scope);
      store.dispatch(resourceActions.mutationRequested({ name: mutation.name, key, args }));
      const state = () => selectMutation(mutation.name, key)(store.getState() as never);
      await waitFor(() => expect(state().status).toBe('failed'));
      expect(state().error).toMatchObject({ kind: 'notPermitted', message: "You don't have permission" });
      expect(sent).toEqual([]);
    },
  );
});

describe('saved searches: the rule lets every other buyer through', () => {
  it("a full buyer's rename is sent", async () => {
    const sent: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.url.includes('/savedsearches')) sent.push(request.method);
    });
    const { store } = await renderWithProviders(<p>landing</p>, { persona: 'full-buyer' });
    const key = argsKey({ id: 1 });
    store.dispatch(resourceActions.mutationRequested({ name: renameSavedSearchOf.name, key, args: { id: 1, name: 'Roofers' } }));
    // Answered either way (the buyer may hold no saved search 1): what counts is that it was asked.
    await waitFor(() => expect(['succeeded', 'failed']).toContain(selectMutation(renameSavedSearchOf.name, key)(store.getState() as never).status));
    expect(sent).toEqual(['PUT']);
  });
});
