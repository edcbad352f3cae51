import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import type React from 'react';
import { AfterLateFeatures } from '@/test/AfterLateFeatures';
import { renderWithProviders } from '@/test/renderWithProviders';
import { clearToasts } from '@/ui/toastQueue';
import { InviteSupplierHandoffButton } from '../InviteSupplierHandoffButton';
import { browser } from '../browser';
import type { HandoffRequest } from '../inviteSlice';

/** These components read state that joins the store with the late features (as behind the app's gate). */
const late = (ui: React.ReactElement) => <AfterLateFeatures>{ui}</AfterLateFeatures>;


afterEach(() => {
  vi.restoreAllMocks();
  clearToasts();
});

function spyLeave() {
  const urls: URL[] = [];
  vi.spyOn(browser, 'leave').mockImplementation((url) => void urls.push(new URL(url)));
  vi.spyOn(browser, 'currentHref').mockReturnValue('http://localhost:3000/findsuppliers/source-supplier/search-results?sid=abc');
  return urls;
}

describe('hand-off to the onboarding invite page', () => {
  it.each<[string, HandoffRequest, Record<string, string>]>([
    [
      'from the landing search',
      { context: 'findSuppliers', companyName: 'Brick & Co', country: 'GB', companyNumber: '01234567', sourceId: 'X1', sourceSystem: 'CompaniesHouse' },
      { context: 'findSuppliers', companyName: 'Brick & Co', country: 'GB', companyNumber: '01234567', sourceId: 'X1', sourceSystem: 'CompaniesHouse' },
    ],
    [
      'from results',
      { context: 'findSuppliersSearchResults', orgUnitId: 2001, segmentId: 4002, searchCountryCode: 'GB' },
      { context: 'findSuppliersSearchResults', orgUnitId: '2001', segmentId: '4002', searchCountryCode: 'GB' },
    ],
    [
      'from a supplier row',
      { context: 'findSuppliersSearchResultsSupplierRowUpgrade', companyName: 'Zoë Ñúñez SL', country: 'ES', companyNumber: 'B1234567' },
      { context: 'findSuppliersSearchResultsSupplierRowUpgrade', companyName: 'Zoë Ñúñez SL', country: 'ES', companyNumber: 'B1234567' },
    ],
  ])('%s: product host URL with context, backTo and the case’s parameters', async (_case, handoff, expected) => {
    const urls = spyLeave();
    const { user } = await renderWithProviders(late(<InviteSupplierHandoffButton handoff={handoff} />));
    await user.click(await screen.findByRole('button', { name: 'Invite supplier' }));
    await waitFor(() => expect(urls).toHaveLength(1));
    expect(urls[0].pathname).toBe('/onboarding/invite-supplier');
    expect(Object.fromEntries(urls[0].searchParams)).toEqual({
      ...expected,
      backTo: 'http://localhost:3000/findsuppliers/source-supplier/search-results?sid=abc',
    });
  });

  it('without onboarding access says "You don\'t have permission" and stays', async () => {
    const urls = spyLeave();
    const { user } = await renderWithProviders(late(<InviteSupplierHandoffButton handoff={{ context: 'findSuppliersSearchResults' }} />),
      { persona: 'no-onboarding' },
    );
    await user.click(await screen.findByRole('button', { name: 'Invite supplier' }));
    expect(await screen.findByText("You don't have permission")).toBeInTheDocument();
    expect(urls).toEqual([]);
  });
});
