import { screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { server } from '../../../../mocks/node';
import { currentPath, renderApp, renderWithProviders, type RenderOptions } from '@/test/renderWithProviders';
import { browser } from '@/platform/browser';
import { ResultsScreen } from './ResultsScreen';
import { AddToSupplyChainSlot, ExportResultsSlot, type AddToSupplyChainProps, type ExportResultsProps } from '@/platform/slots';
import type { SupplierSearchResult } from '@/services/search/types';
import { isVerified, levelGoal } from './supplierRules';
import { MAST_CLIMBERS, recordResultRequests, storeSession } from '@/test/searchSessions';
import { testConfig } from '@/test/testConfig';

/**
 * The app composes export and add-to-segment (their own features) into the page; here stand-ins
 * show what the page hands them. The real ones are tested in their features and in e2e.
 */
const ExportStandIn = ({ sid, resultCount }: ExportResultsProps) => <p>Export stand-in for {sid}: {resultCount}</p>;
const AddToSegmentStandIn = ({ suppliers }: AddToSupplyChainProps) => (
  <div role="dialog" aria-label="Add to segment stand-in">{suppliers.map((s) => s.name).join(' | ')}</div>
);

const openResults = (query = 'sid=s1', options: RenderOptions = {}) =>
  renderWithProviders(
    <AddToSupplyChainSlot.Provider component={AddToSegmentStandIn}>
      <ExportResultsSlot.Provider component={ExportStandIn}>
        <ResultsScreen />
      </ExportResultsSlot.Provider>
    </AddToSupplyChainSlot.Provider>,
    { route: `/source-supplier/search-results?${query}`, ...options },
  );

const table = () => screen.findByRole('table', { name: 'Suppliers' });
const bodyRows = async () => (await within(await table()).findAllByRole('row')).slice(1);
const firstSupplier = async () => within((await bodyRows())[0]).getAllByRole('link')[0].textContent;

afterEach(() => {
  server.events.removeAllListeners();
  vi.restoreAllMocks();
});

describe('results page', () => {
  it('shows the title, the range and the first 50 suppliers by name ascending', async () => {
    storeSession('s1');
    const requests = recordResultRequests();
    await openResults();
    expect(await screen.findByText('Showing 149 result(s) from all suppliers')).toBeVisible();
    expect(screen.getByText('Showing 1 to 50 of 149')).toBeVisible();
    expect(await bodyRows()).toHaveLength(50);
    expect(screen.getByRole('columnheader', { name: /Supplier/ })).toHaveAttribute('aria-sort', 'ascending');
    expect(Object.fromEntries(requests[0])).toEqual({ page: '1', pageSize: '50', sortName: 'name', sortOrder: 'asc' });
    expect(screen.getByRole('link', { name: 'Source suppliers' })).toHaveAttribute('href', expect.stringContaining('/source-supplier?sid=s1'));
  });

  it('sorting queries again, keeps the order in the URL and clears the selection', async () => {
    storeSession('s1');
    const requests = recordResultRequests();
    const { user } = await openResults();
    const ascendingFirst = await firstSupplier();
    await user.click(within((await bodyRows())[0]).getByRole('checkbox'));
    expect(screen.getByText('1 selected')).toBeVisible();

    await user.click(within(screen.getByRole('columnheader', { name: /Supplier/ })).getByRole('button', { name: 'Supplier' }));
    await waitFor(() => expect(currentPath()).toContain('sortOrder=desc'));
    await waitFor(async () => expect(await firstSupplier()).not.toBe(ascendingFirst));
    expect(screen.getByRole('columnheader', { name: /Supplier/ })).toHaveAttribute('aria-sort', 'descending');
    // Rows are reused in place for the new order: each row's controls name its new supplier.
    const [first] = await bodyRows();
    const descendingFirst = await firstSupplier();
    expect(within(first).getByRole('checkbox', { name: `Select ${descendingFirst}` })).not.toBeChecked();
    expect(within(first).getByRole('button', { name: `Add to supply chain: ${descendingFirst}` })).toBeEnabled();
    expect(requests.at(-1)?.get('sortOrder')).toBe('desc');
    // One request per sort: the saga's, not a second one when the screen reads the new URL.
    expect(requests).toHaveLength(2);
    expect(screen.queryByText('1 selected')).not.toBeInTheDocument();
  });

  it('a newer sort aborts the request still in flight', async () => {
    storeSession('s1');
    const { user } = await openResults();
    await bodyRows();
    // The request in flight is the only one open when the second sort starts, so one abort is it.
    const aborts = vi.spyOn(XMLHttpRequest.prototype, 'abort');
    const stale: Request[] = [];
    server.use(
      http.get('*/mock-api/search/search/:sid', async ({ request }) => {
        stale.push(request);
        await delay(5000);
        return HttpResponse.json({}, { status: 500 });
      }, { once: true }),
    );
    await user.click(within(screen.getByRole('columnheader', { name: /Supplier/ })).getByRole('button'));
    await waitFor(() => expect(stale).toHaveLength(1));
    await user.click(within(screen.getByRole('columnheader', { name: /Country/ })).getByRole('button'));

    await waitFor(() => expect(screen.getByRole('columnheader', { name: /Country/ })).toHaveAttribute('aria-sort', 'ascending'));
    expect(aborts).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('heading', { name: 'The results could not be loaded' })).not.toBeInTheDocument();
  });

  it('pages and changes rows per page, each time querying again', async () => {
    storeSession('s1');
    const requests = recordResultRequests();
    const { user } = await openResults();
    await screen.findByText('Showing 1 to 50 of 149');
    await user.click(within((await bodyRows())[0]).getByRole('checkbox'));
    expect(screen.getByText('1 selected')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByText('Showing 51 to 100 of 149')).toBeVisible();
    // A new page clears the selection (it named rows no longer shown).
    expect(screen.queryByText('1 selected')).not.toBeInTheDocument();
    expect(currentPath()).toContain('page=2');
    expect(requests.at(-1)?.get('page')).toBe('2');

    await user.click(screen.getByRole('button', { name: /Rows per page/ }));
    await user.click(screen.getByRole('option', { name: '10' }));
    expect(await screen.findByText('Showing 1 to 10 of 149')).toBeVisible();
    expect(await bodyRows()).toHaveLength(10);
    expect(requests.at(-1)?.get('pageSize')).toBe('10');
    expect(requests.at(-1)?.get('page')).toBe('1');
  });

  it('Randomise queries with sort order random, page 1 and a seed kept in the URL', async () => {
    storeSession('s1');
    const requests = recordResultRequests();
    const { user } = await openResults('sid=s1&page=3');
    await screen.findByText('Showing 101 to 149 of 149');
    await user.click(screen.getByRole('button', { name: 'Randomise' }));
    expect(await screen.findByText('Showing 1 to 50 of 149')).toBeVisible();
    const last = requests.at(-1)!;
    expect(last.get('sortOrder')).toBe('random');
    expect(last.get('page')).toBe('1');
    expect(last.get('seed')).toMatch(/^\d+$/);
    expect(currentPath()).toContain(`sortOrder=random&seed=${last.get('seed')}`);
  });

  it('a results link reproduces the same rows when opened again', async () => {
    storeSession('s1');
    const link = 'sid=s1&page=2&sortOrder=random&seed=42';
    const first = await openResults(link);
    await screen.findByText('Showing 51 to 100 of 149');
    const names = (await bodyRows()).map((row) => row.textContent);
    first.unmount();
    await openResults(link);
    await screen.findByText('Showing 51 to 100 of 149');
    expect((await bodyRows()).map((row) => row.textContent)).toEqual(names);
  });

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

    await openResults('sid=s1', { persona: 'french-limited', language: 'en' });
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

  it('supply-chain read-only buyers get no row selection: no selection action would need it', async () => {
    storeSession('s1');
    await openResults('sid=s1', { persona: 'supplychain-readonly' });
    await table();
    expect(screen.queryByRole('checkbox', { name: 'Select all suppliers on this page' })).not.toBeInTheDocument();
    expect(screen.queryAllByRole('checkbox')).toHaveLength(0);
  });

  it('offers no row selection when the app provides no add-to-supply-chain dialog', async () => {
    storeSession('s1');
    await renderWithProviders(<ResultsScreen />, { route: '/source-supplier/search-results?sid=s1' });
    await table();
    expect(screen.queryAllByRole('checkbox')).toHaveLength(0);
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

  it('names the organisation unit of an in-my-supply-chain search', async () => {
    const { getUserOrganisationUnits } = await import('@/services/admin/adminService');
    storeSession('s1');
    await openResults();
    await table();
    const unit = (await getUserOrganisationUnits()).organisations[0];
    storeSession('s2', [
      MAST_CLIMBERS,
      { id: 'searchType', isQuery: true, query: { SearchType: 2, OrgUnitAccountId: unit.accountId } },
    ]);
    await openResults('sid=s2');
    expect(await screen.findByText(new RegExp(`result\\(s\\) from ${unit.name}$`))).toBeVisible();
  });

  it('shows the empty state with advice when nothing matches', async () => {
    storeSession('empty', [
      { id: 'productServicesIDs', isQuery: true, query: { Id: 10099, MinValue: 9_999_999_000, MaxValue: null } },
    ]);
    await openResults('sid=empty');
    expect(await screen.findByRole('heading', { name: 'No results found' })).toBeVisible();
    expect(screen.getByText(/Try removing some filters/)).toBeVisible();
  });

  it('a failing results call shows its message with a retry and keeps the page', async () => {
    storeSession('s1');
    server.use(
      http.get('*/mock-api/search/search/:sid', () => HttpResponse.json({}, { status: 500 }), { once: true }),
    );
    const { user } = await openResults();
    const heading = await screen.findByRole('heading', { name: 'The results could not be loaded' });
    const panel = heading.closest<HTMLElement>('[role="alert"]')!;
    expect(heading).toBeVisible();
    // The HTTP layer words non-2xx failures itself (see platform/http).
    expect(within(panel).getByText('Request has failed with status code: 500')).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Search results' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Randomise' })).toBeVisible();

    await user.click(within(panel).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Showing 1 to 50 of 149')).toBeVisible();
  });

  it('a French buyer sees the failing results call in French', async () => {
    storeSession('s1');
    server.use(http.get('*/mock-api/search/search/:sid', () => HttpResponse.json({}, { status: 500 })));
    await openResults('sid=s1', { language: 'fr' });
    const heading = await screen.findByRole('heading', { name: "Les résultats n'ont pas pu être chargés" });
    const panel = heading.closest<HTMLElement>('[role="alert"]')!;
    expect(within(panel).getByText("La requête a échoué avec le code d'état : 500")).toBeVisible();
    expect(within(panel).getByRole('button', { name: 'Réessayer' })).toBeVisible();
  });

  it('a session that cannot be loaded says so, keeps the results and loads on Try again', async () => {
    storeSession('s1');
    server.use(
      http.get('*/mock-api/search/session/:sid/query', () => HttpResponse.json({ message: 'Session store offline' }, { status: 503 }), {
        once: true,
      }),
    );
    const { user } = await openResults();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('The filters of this search could not be loaded')).toBeVisible();
    expect(within(alert).getByText('Request has failed with status code: 503 (Session store offline)')).toBeVisible();
    expect(await bodyRows()).toHaveLength(50);

    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Work categories (1)' })).toBeVisible();
    expect(screen.queryByText('The filters of this search could not be loaded')).not.toBeInTheDocument();
  });

  it('"User is not authorised to view this content" sends the buyer away', async () => {
    storeSession('s1');
    const leave = vi.spyOn(browser, 'leave').mockImplementation(() => undefined);
    server.use(
      // The platform reports it as a failure payload whose message carries the text (spec 01 §8).
      http.get('*/mock-api/search/search/:sid', () =>
        HttpResponse.json({ isSuccess: false, message: 'User is not authorised to view this content' }),
      ),
    );
    await openResults();
    expect(await screen.findByText(/You are not authorised to view this content/)).toBeVisible();
    expect(leave).toHaveBeenCalledWith(expect.stringMatching(/\/contact\/new-buyer-enquiries$/));
  });

  it('opens the Filters side panel from Add filters and closes it with Cancel', async () => {
    storeSession('s1');
    const { user } = await openResults();
    await table();
    await user.click(screen.getByRole('button', { name: 'Add filters' }));
    const panel = await screen.findByRole('dialog', { name: 'Filters' });
    expect(within(panel).getByRole('button', { name: 'Show' })).toBeVisible();
    await user.click(within(panel).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Filters' })).not.toBeInTheDocument());
  });

  it('without a sid the buyer goes back to the landing page', async () => {
    await renderApp({ route: '/source-supplier/search-results' });
    await waitFor(() => expect(currentPath()).toBe('/source-supplier'));
    // The landing page is really there, its lazy type-aheads included (a module still loading
    // when the file ends would fail the run after the test environment is torn down).
    expect(await screen.findByRole('combobox', { name: 'Supplier name or ID' })).toBeVisible();
  });

  it('a supplier name links to its profile', async () => {
    storeSession('s1');
    await openResults();
    const link = within((await bodyRows())[0]).getAllByRole('link')[0];
    expect(link.getAttribute('href')).toMatch(/\/supplier\/\d+$/);
  });
});
