import { afterEach, describe, expect, it } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import { server } from '../../../../mocks/node';
import type { renderApp, RenderOptions } from '@/test/renderWithProviders';
import { testConfig } from '@/test/testConfig';
import type { ProfileVisibility } from '@/platform/config/types';
import { argsKey, resourceActions, selectMutation, type MutationDefinition, type WithResources } from '@/platform/resource';
import { saveSuspension } from '@/services/accountRecords/suspensionResources';
import { removeReference, saveReference } from '@/services/entityReferences/referenceResources';
import { FAVOURITE, menuItems, openProfile, withoutReference } from './profileTestKit';

/**
 * The reference and suspension items are offered by the community's configuration (and suspension by
 * the isSuspendAccountEnabled flag) as well as by permissions (spec 02 §6). Their saves ask the same
 * named policies as the menu, so a dispatch past an item the menu does not offer sends nothing.
 */

const NOT_PERMITTED = { kind: 'notPermitted', message: "You don't have permission" };
const GATED = /\/(entityreferences|suspensions)\b/;

afterEach(() => server.events.removeAllListeners());

type AppStore = Awaited<ReturnType<typeof renderApp>>['store'];

function communityWithout(part: keyof ProfileVisibility): RenderOptions {
  const config = testConfig();
  config.communities.GB!.profile = { [part]: false };
  return { config };
}

async function openAs(options: RenderOptions) {
  const writes: string[] = [];
  server.events.on('request:start', ({ request }) => {
    if (request.method !== 'GET' && GATED.test(new URL(request.url).pathname)) writes.push(`${request.method} ${new URL(request.url).pathname}`);
  });
  const rendered = await openProfile(FAVOURITE.id, FAVOURITE.name, options);
  return { ...rendered, writes };
}

/** Submits as the form's useMutation does and waits for the layer's answer. */
async function submit<Args, Result>(store: AppStore, mutation: MutationDefinition<Args, Result>, args: Args) {
  const key = argsKey(mutation.scope(args));
  act(() => {
    store.dispatch(resourceActions.mutationRequested({ name: mutation.name, key, args }));
  });
  const state = () => selectMutation(mutation.name, key)(store.getState() as unknown as WithResources);
  await waitFor(() => expect(['succeeded', 'failed']).toContain(state().status));
  return state();
}

const SUSPEND = { supplierId: FAVOURITE.id, suspend: [2001], release: [], suspendedAfter: 1, names: { suspended: '', released: '' } };

describe('the reference: the saves ask canOfferReference (the community\'s reference setting), as the menu does', () => {
  it('a community without it has no Add reference, and adding one past the menu sends nothing', async () => {
    withoutReference(FAVOURITE.id);
    const { user, store, writes } = await openAs(communityWithout('reference'));
    expect(await menuItems(user)).not.toContain('Add reference');
    await user.keyboard('{Escape}');
    expect(await submit(store, saveReference, { supplierId: FAVOURITE.id, reference: 'Typed 42', mode: 'add' as const })).toEqual({ status: 'failed', error: NOT_PERMITTED });
    expect(writes).toEqual([]);
    expect(screen.queryByText('Reference added')).not.toBeInTheDocument();
  });

  it('a community without it has no Edit reference, and changing or removing the reference past the menu sends nothing', async () => {
    const { user, store, writes } = await openAs(communityWithout('reference'));
    expect(await menuItems(user)).not.toContain('Edit reference');
    await user.keyboard('{Escape}');
    expect(await submit(store, saveReference, { supplierId: FAVOURITE.id, reference: 'Changed', mode: 'edit' as const })).toEqual({ status: 'failed', error: NOT_PERMITTED });
    expect(await submit(store, removeReference, { supplierId: FAVOURITE.id })).toEqual({ status: 'failed', error: NOT_PERMITTED });
    expect(writes).toEqual([]);
    expect(screen.queryByText(/Reference (updated|removed)/)).not.toBeInTheDocument();
  });
});

describe('suspension: the save asks canSendSuspension (canSeeSuspension, then the two permissions), as the menu and the modal do', () => {
  it.each([
    ['the isSuspendAccountEnabled flag is off', { flags: { isSuspendAccountEnabled: false } }],
    ['the community has no suspension call to action', communityWithout('suspension')],
  ] as const)('when %s, the menu offers no suspension and a save past it sends nothing', async (_, options) => {
    const { user, store, writes } = await openAs(options);
    const items = await menuItems(user);
    expect(items).not.toContain('Manage suspension');
    expect(items).not.toContain('View suspension');
    await user.keyboard('{Escape}');
    expect(await submit(store, saveSuspension, SUSPEND)).toEqual({ status: 'failed', error: NOT_PERMITTED });
    expect(writes).toEqual([]);
    expect(screen.queryByText(/Suspension (saved|Failed)/)).not.toBeInTheDocument();
  });
});
