import { afterEach, describe, expect, it } from 'vitest';
import { waitFor } from '@testing-library/react';
import { server } from '@mocks/node';
import { AfterLateFeatures } from '@/test/AfterLateFeatures';
import { renderWithProviders } from '@/test/renderWithProviders';
import type { InvitationPayload } from '@/services/invite/types';
import { inviteActions } from '../inviteSlice';

afterEach(() => server.events.removeAllListeners());

describe('sending an invitation: the saga asks the same rule as the route and the button (canInvite)', () => {
  it('refuses a read-only sourcing buyer without calling POST /invite/supplier', async () => {
    const posts: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'POST') posts.push(request.url);
    });
    const { store } = await renderWithProviders(<AfterLateFeatures><p>invite</p></AfterLateFeatures>, { persona: 'readonly-sourcing' });
    await waitFor(() => expect(store.getState()).toHaveProperty('invite'));
    store.dispatch(inviteActions.invitationSubmitted({ name: 'Harbour Roofing Ltd' } as InvitationPayload));
    await waitFor(() => expect(store.getState().invite.submit.status).toBe('error'));
    expect(store.getState().invite.submit.error).toMatchObject({ kind: 'notPermitted', message: "You don't have permission" });
    expect(posts).toEqual([]);
  });
});
