import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { server } from '../../../../mocks/node';
import { renderApp, renderWithProviders } from '@/test/renderWithProviders';
import { browser } from '@/platform/browser';
import { ResultsScreen } from './ResultsScreen';
import type { SupplierSearchResult } from '@/services/search/types';
import { isVerified, levelGoal } from './supplierRules';
import { storeSession } from '@/test/searchSessions';
import { testConfig } from '@/test/testConfig';
import { bodyRows, openResults, table } from './resultsTestKit';

afterEach(() => {
  server.events.removeAllListeners();
  vi.restoreAllMocks();
});

describe('results page: columns, selection and what each buyer may do', () => {
  it('shows registrationNumber in the GB community and companyHouseNumber elsewhere', async () => {
    storeSession('s1');
    const seen: { registrationNumber: string; companyHouseNumber: string }[] = [];
    server.events.on('response:mocked', async ({ request, response }) => {
      if (/\/search\/search\/s1/.test(request.url) && response.ok) seen.push((await response.clone().json()).results[0]);
    });
    const gb = await openResults();
    await table();
    await waitFor(() => expect(seen).toHaveLength(1));
    expect(screen.getByRole('columnheader', { name: 'Company number' })).toBeVisible();
    expect((await bodyRows())[0]).toHaveTextContent(seen[0].registrationNumber);
    gb.unmount();

    await openResults('sid=s1', { community: 'FR' });
    await table();
    await waitFor(() => expect(seen).toHaveLength(2));
    expect(screen.getByRole('columnheader', { name: 'Company number' })).toBeVisible();
    expect((await bodyRows())[0]).toHaveTextContent(seen[1].companyHouseNumber);
  });

  it("names each company number by the supplier's country, not the buyer's community", async () => {
    storeSession('s1');
    const page: SupplierSearchResult[] = [];
    server.events.on('response:mocked', async ({ request, response }) => {
      if (/\/search\/search\/s1\?/.test(request.url) && response.ok) page.push(...(await response.clone().json()).results);
    });
    await openResults('sid=s1', { community: 'FR' });
    const rows = await bodyRows();
    await waitFor(() => expect(page).toHaveLength(50));
    expect(screen.queryByRole('columnheader', { name: 'SIREN or SIRET' })).not.toBeInTheDocument();
    const expected: Record<string, string> = { GB: 'Companies House number', FR: 'SIREN or SIRET', IE: 'CRO number', BE: 'BCE', ES: 'CIF' };
    const gbAt = page.findIndex((s) => s.countryCode === 'GB');
    const frAt = page.findIndex((s) => s.countryCode === 'FR');
    expect(gbAt).toBeGreaterThanOrEqual(0);
    expect(frAt).toBeGreaterThanOrEqual(0);
    for (const at of [gbAt, frAt]) {
      const number = page[at].companyHouseNumber;
      const cell = within(rows[at]).getByText(number).closest('td');
      expect(cell).toHaveTextContent(`${number}${expected[page[at].countryCode]}`);
    }
    expect(within(rows[gbAt]).queryByText('SIREN or SIRET')).not.toBeInTheDocument();
  });

  it('shows the level column only to buyers with the levels-column permission', async () => {
    storeSession('s1');
    const shown: SupplierSearchResult[] = [];
    server.events.on('response:mocked', async ({ request, response }) => {
      if (/\/search\/search\/s1\?/.test(request.url) && response.ok) shown.push(...(await response.clone().json()).results);
    });
    const full = await openResults();
    await table();
    expect(screen.getByRole('columnheader', { name: 'Level' })).toBeVisible();
    // Each row's level and marker follow its level goal; the page holds both kinds.
    const rows = await bodyRows();
    await waitFor(() => expect(shown).toHaveLength(50));
    shown.forEach((supplier, i) => {
      expect(within(rows[i]).getByText(isVerified(supplier) ? 'Verified' : 'Not verified', { exact: true })).toBeVisible();
      if (levelGoal(supplier)) expect(rows[i]).toHaveTextContent(levelGoal(supplier)!.goal);
    });
    expect(new Set(shown.map(isVerified))).toEqual(new Set([true, false]));
    full.unmount();

    // Without the permission (the French limited buyer may not open results at all: the server refuses them).
    await openResults('sid=s1', { withoutPermissions: ['suppliersourcing:levels-column'] });
    await table();
    expect(screen.queryByRole('columnheader', { name: 'Level' })).not.toBeInTheDocument();
  });

  it('selecting rows shows the action bar and disables the row-level add buttons', async () => {
    storeSession('s1');
    const { user } = await openResults();
    const rows = await bodyRows();
    const rowAdd = within(rows[2]).getByRole('button', { name: /^Add to supply chain:/ });
    expect(rowAdd).toBeEnabled();
    const names = [rows[0], rows[1]].map((row) => within(row).getAllByRole('link')[0].textContent);
    await user.click(within(rows[0]).getByRole('checkbox'));
    await user.click(within(rows[1]).getByRole('checkbox'));
    const bar = screen.getByRole('region', { name: 'Selected suppliers' });
    expect(within(bar).getByText('2 selected')).toBeVisible();
    expect(within(bar).getByRole('button', { name: 'Add to supply chain' })).toBeVisible();
    expect(rowAdd).toBeDisabled();

    await user.click(within(bar).getByRole('button', { name: 'Add to supply chain' }));
    // The add-to-segment dialog opens for the selected suppliers.
    expect(await screen.findByRole('dialog', { name: 'Add to segment stand-in' })).toHaveTextContent(names.join(' | '));

    await user.click(within(bar).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('region', { name: 'Selected suppliers' })).not.toBeInTheDocument();
    expect(rowAdd).toBeEnabled();
  });

  it('the select-all checkbox selects the whole page', async () => {
    storeSession('s1');
    const { user } = await openResults();
    await bodyRows();
    await user.click(screen.getByRole('checkbox', { name: 'Select all suppliers on this page' }));
    expect(screen.getByText('50 selected')).toBeVisible();
    await user.click(screen.getByRole('checkbox', { name: 'Select all suppliers on this page' }));
    expect(screen.queryByRole('region', { name: 'Selected suppliers' })).not.toBeInTheDocument();
  });

  it('read-only sourcing sees no row selection, no add and no invite', async () => {
    storeSession('s1');
    await openResults('sid=s1', { persona: 'readonly-sourcing' });
    await table();
    expect(screen.queryAllByRole('checkbox')).toHaveLength(0);
    expect(screen.queryByRole('button', { name: /Add to supply chain/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Invite supplier' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Randomise' })).toBeVisible();
  });

  it('supply-chain read-only buyers may invite but not add to a supply chain', async () => {
    storeSession('s1');
    await openResults('sid=s1', { persona: 'supplychain-readonly' });
    await table();
    expect(screen.queryByRole('button', { name: /Add to supply chain/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Invite supplier' })).toBeVisible();
  });

  it('supply-chain read-only buyers select rows to compare them, with no add to supply chain (issue 41)', async () => {
    storeSession('s1');
    const { user } = await openResults('sid=s1', { persona: 'supplychain-readonly' });
    const rows = await bodyRows();
    await user.click(within(rows[0]).getByRole('checkbox'));
    await user.click(within(rows[1]).getByRole('checkbox'));
    const bar = screen.getByRole('region', { name: 'Selected suppliers' });
    expect(within(bar).getByRole('button', { name: 'Compare' })).toBeEnabled();
    expect(within(bar).queryByRole('button', { name: 'Add to supply chain' })).not.toBeInTheDocument();
  });

  it('without the add-to-supply-chain dialog, rows can still be selected to compare', async () => {
    storeSession('s1');
    const { user } = await renderWithProviders(<ResultsScreen />, { route: '/source-supplier/search-results?sid=s1' });
    const rows = await bodyRows();
    await user.click(within(rows[0]).getByRole('checkbox'));
    const bar = screen.getByRole('region', { name: 'Selected suppliers' });
    expect(within(bar).getByRole('button', { name: 'Compare' })).toBeDisabled();
    expect(within(bar).queryByRole('button', { name: 'Add to supply chain' })).not.toBeInTheDocument();
  });

  it('Invite supplier needs onboarding access and hands off to the onboarding invite page', async () => {
    storeSession('s1');
    const noOnboarding = await openResults('sid=s1', { persona: 'no-onboarding' });
    await table();
    expect(screen.queryByRole('button', { name: 'Invite supplier' })).not.toBeInTheDocument();
    noOnboarding.unmount();

    const leave = vi.spyOn(browser, 'leave').mockImplementation(() => undefined);
    // A real deployment: the onboarding page is on the product host.
    const deployed = { ...testConfig(), mockPlatform: false };
    const { user } = await renderApp({ route: '/source-supplier/search-results?sid=s1', config: deployed });
    await user.click(await screen.findByRole('button', { name: 'Invite supplier' }));
    await waitFor(() => expect(leave).toHaveBeenCalledTimes(1));
    const url = new URL(leave.mock.calls[0][0]);
    expect(url.searchParams.get('context')).toBe('findSuppliersSearchResults');
    expect(url.searchParams.get('searchCountryCode')).toBe('GB');
    leave.mockRestore();
  });

  it('hands the export control the session and its result count', async () => {
    storeSession('s1');
    await openResults();
    await table();
    expect(within(screen.getByRole('group', { name: 'Search result actions' })).getByText('Export stand-in for s1: 149')).toBeVisible();
  });

  it('offers no add to supply chain when the app provides no dialog for it', async () => {
    storeSession('s1');
    await renderWithProviders(<ResultsScreen />, { route: '/source-supplier/search-results?sid=s1' });
    await table();
    expect(screen.queryByRole('button', { name: /Add to supply chain/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Actions' })).not.toBeInTheDocument();
  });
});
