import { afterEach, describe, expect, it } from 'vitest';
import { waitFor } from '@testing-library/react';
import { server } from '@mocks/node';
import { AfterLateFeatures } from '@/test/AfterLateFeatures';
import { renderWithProviders, type RenderOptions } from '@/test/renderWithProviders';
import { testConfig } from '@/test/testConfig';
import type { InvitationPayload } from '@/services/invite/types';
import { argsKey, resourceActions, selectMutation } from '@/platform/resource';
import { INVITE_SCOPE, sendInvitation } from '@/services/invite/inviteResources';

afterEach(() => server.events.removeAllListeners());

function communityWithoutInvite(): RenderOptions {
  const config = testConfig();
  config.communities.GB!.components.inviteSupplier = false;
  return { config };
}

describe('sending an invitation: the saga asks the route\'s rules (the invite-supplier component, then canInvite)', () => {
  it.each([
    ['a read-only sourcing buyer', { persona: 'readonly-sourcing' }],
    ['a community without the invite-supplier component (the route sends the buyer to /)', communityWithoutInvite()],
  ] as [string, RenderOptions][])('refuses %s without calling POST /invite/supplier', async (_, options) => {
    const posts: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'POST') posts.push(request.url);
    });
    const { store } = await renderWithProviders(<AfterLateFeatures><p>invite</p></AfterLateFeatures>, options);
    await waitFor(() => expect(store.getState()).toHaveProperty('invite'));
    // As the screen's send dispatches it (useMutation).
    const key = argsKey(INVITE_SCOPE);
    store.dispatch(resourceActions.mutationRequested({ name: sendInvitation.name, key, args: { name: 'Harbour Roofing Ltd' } as InvitationPayload }));
    const submit = () => selectMutation(sendInvitation.name, key)(store.getState() as never);
    await waitFor(() => expect(submit().status).toBe('failed'));
    expect(submit().error).toMatchObject({ kind: 'notPermitted', message: "You don't have permission" });
    expect(posts).toEqual([]);
  });
});
