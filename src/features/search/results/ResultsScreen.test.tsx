import { act, screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { server } from '../../../../mocks/node';
import { currentPath, renderApp } from '@/test/renderWithProviders';
import { href, navigateTo } from '@/platform/router';
import { resultsRequested } from '../session/resultsSlice';
import { MAST_CLIMBERS, recordResultRequests, storeSession } from '@/test/searchSessions';
import { bodyRows, firstSupplier, openResults, table } from './resultsTestKit';

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
    expect(await screen.findByText('Showing 1 to 50 of 149')).toBeVisible();
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

  it('while a sort’s new address is on its way, does not ask for the old address’s rows again', async () => {
    storeSession('s1');
    const requests = recordResultRequests();
    const { store } = await openResults();
    await bodyRows();
    // A sort asks for its rows first; the router moves the address afterwards, in a transition. This is
    // the moment in between: the store already holds the new request, the address is still the old one.
    const descending = { sid: 's1', page: 1, pageSize: 50, sortName: 'name', sortOrder: 'desc' } as const;
    act(() => void store.dispatch(resultsRequested(descending)));
    await waitFor(() => expect(screen.getByRole('columnheader', { name: /Supplier/ })).toHaveAttribute('aria-sort', 'descending'));
    expect(store.getState().searchSession.results.query).toEqual(descending);
    act(() => navigateTo(href.results('sid=s1&sortOrder=desc')));
    await waitFor(() => expect(currentPath()).toContain('sortOrder=desc'));
    expect(screen.getByRole('columnheader', { name: /Supplier/ })).toHaveAttribute('aria-sort', 'descending');
    expect(requests.map((request) => request.get('sortOrder'))).toEqual(['asc', 'desc']);
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
    // The rows follow the response in a deferred render, a moment after the pager.
    await waitFor(async () => expect(await bodyRows()).toHaveLength(10));
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
