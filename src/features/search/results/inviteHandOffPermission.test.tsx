import { act, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { browser } from '@/platform/browser';
import { storeSession } from '@/test/searchSessions';
import { testConfig } from '@/test/testConfig';
import { inviteSupplierRequested, landingResetRequested } from '../session/searchSessionSlice';
import { bodyRows, openResults } from './resultsTestKit';

afterEach(() => vi.restoreAllMocks());

// A real deployment: the hand-off leaves for the onboarding page on the product host.
const deployed = { config: { ...testConfig(), mockPlatform: false } };

/** Asks for the invite hand-off, then for a reset: once the reset runs (same saga, in order), the hand-off has been decided. */
async function requestInviteThenReset(persona: 'full-buyer' | 'readonly-sourcing') {
  storeSession('s1');
  const leave = vi.spyOn(browser, 'leave').mockImplementation(() => undefined);
  const reload = vi.spyOn(browser, 'reload').mockImplementation(() => undefined);
  const { store } = await openResults('sid=s1', { persona, ...deployed });
  await bodyRows();
  act(() => {
    store.dispatch(inviteSupplierRequested());
    store.dispatch(landingResetRequested());
  });
  await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
  return leave;
}

describe('invite hand-off from results: the saga asks the rule that shows the button (canInvite)', () => {
  it('a read-only sourcing buyer is not handed off, even when the request gets past the hidden button', async () => {
    const leave = await requestInviteThenReset('readonly-sourcing');
    expect(leave).not.toHaveBeenCalled();
  });

  it('a full buyer is handed off', async () => {
    const leave = await requestInviteThenReset('full-buyer');
    expect(leave).toHaveBeenCalledTimes(1);
    expect(new URL(leave.mock.calls[0][0]).searchParams.get('context')).toBe('findSuppliersSearchResults');
  });
});
