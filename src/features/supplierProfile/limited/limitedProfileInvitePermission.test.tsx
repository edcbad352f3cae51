import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AWKWARD_OFF_PLATFORM } from '../../../../mocks/data/profile/awkwardProfiles';
import { browser } from '@/platform/browser';
import { renderApp } from '@/test/renderWithProviders';
import { testConfig } from '@/test/testConfig';
import { profileActions } from '../profileActionsSlice';

afterEach(() => vi.restoreAllMocks());

const KESTREL = AWKWARD_OFF_PLATFORM;
// A real deployment: the hand-off leaves for the onboarding page on the product host.
const deployed = { ...testConfig(), mockPlatform: false };

const contextOf = (url: string) => new URL(url).searchParams.get('context');

describe("the limited profile's invite: the saga asks the rule that shows the button (canInviteFromProfile)", () => {
  it('a read-only sourcing buyer has no Invite supplier, and an invite that gets past it is not handed off', async () => {
    const leave = vi.spyOn(browser, 'leave').mockImplementation(() => undefined);
    const { store } = await renderApp({ route: `/supplier/${KESTREL.id}/overview`, persona: 'readonly-sourcing', config: deployed });
    expect(await screen.findByRole('heading', { level: 1, name: KESTREL.companyName })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Invite supplier' })).not.toBeInTheDocument();
    act(() => {
      store.dispatch(profileActions.inviteRequested({ context: 'findSuppliersSupplierProfile', companyName: KESTREL.companyName, country: 'GB' }));
      // Then the upgrade hand-off, which onboarding:access alone allows (spec 02 §6): the same saga, in order,
      // so once it has left the invite above has been decided.
      store.dispatch(profileActions.inviteRequested({ context: 'findSuppliersSearchResultsSupplierRowUpgrade', companyName: KESTREL.companyName }));
    });
    await waitFor(() => expect(leave).toHaveBeenCalled());
    expect(leave.mock.calls.map(([url]) => contextOf(url))).toEqual(['findSuppliersSearchResultsSupplierRowUpgrade']);
  });

  it("a full buyer's Invite supplier hands off with the limited profile's context", async () => {
    const leave = vi.spyOn(browser, 'leave').mockImplementation(() => undefined);
    const { user } = await renderApp({ route: `/supplier/${KESTREL.id}/overview`, persona: 'full-buyer', config: deployed });
    await user.click(await screen.findByRole('button', { name: 'Invite supplier' }));
    await waitFor(() => expect(leave).toHaveBeenCalledTimes(1));
    expect(contextOf(leave.mock.calls[0][0])).toBe('findSuppliersSupplierProfile');
  });
});
