import { afterEach, describe, expect, it } from 'vitest';
import { waitFor } from '@testing-library/react';
import { server } from '@mocks/node';
import { AfterLateFeatures } from '@/test/AfterLateFeatures';
import { renderWithProviders } from '@/test/renderWithProviders';
import type { InvitationPayload } from '@/services/invite/types';
import { argsKey, resourceActions, selectMutation } from '@/platform/resource';
import { INVITE_SCOPE, sendInvitation } from '@/services/invite/inviteResources';

afterEach(() => server.events.removeAllListeners());

describe('sending an invitation: the saga asks the same rule as the route and the button (canInvite)', () => {
  it('refuses a read-only sourcing buyer without calling POST /invite/supplier', async () => {
    const posts: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'POST') posts.push(request.url);
    });
    const { store } = await renderWithProviders(<AfterLateFeatures><p>invite</p></AfterLateFeatures>, { persona: 'readonly-sourcing' });
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
