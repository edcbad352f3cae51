import { beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { joinAddress } from '@/lib/address';
import { currentPath, renderApp } from '@/test/renderWithProviders';
import { AWKWARD_PROFILE_IDS, failing, locations, recordLocationRequests, warmUpLocationsTable } from './profileTabsKit';

const MANY = AWKWARD_PROFILE_IDS.manyLocations;
const overview = (id: number, query = '') => `/supplier/${id}/overview${query}`;
const TABLE = { name: 'Locations' };
const table = () => screen.findByRole('table', TABLE);
const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });
const sortedLine1 = (id: number) => [...locations(id)].sort((a, b) => collator.compare(a.addressLine1 ?? '', b.addressLine1 ?? ''));

/**
 * Addresses of the rows shown (the row header cell; the primary tag is its own text). Synchronous, so
 * that waitFor retries it: a find inside waitFor would spend the whole wait on its first attempt.
 */
function shownAddresses() {
  const rows = within(screen.getByRole('table', TABLE)).getAllByRole('rowheader');
  return rows.map((cell) => cell.firstChild?.textContent ?? '');
}

beforeAll(warmUpLocationsTable, 45_000);

describe('locations table (spec 02 §2.8)', () => {
  it('shows 10 rows sorted by addressLine1 ascending on the server, each address joined in the spec order', async () => {
    const bodies = recordLocationRequests();
    await renderApp({ route: overview(MANY) });
    await table();
    await waitFor(() => expect(shownAddresses()).toHaveLength(10));
    const expected = sortedLine1(MANY).slice(0, 10).map((l) => joinAddress(l));
    expect(shownAddresses()).toEqual(expected);
    expect(bodies[0]).toEqual({ id: MANY, paging: { page: 1, pageSize: 10 }, sorting: { name: 'addressLine1', order: 'asc' } });
    expect(screen.getByText('Showing 1 to 10 of 120')).toBeInTheDocument();
    expect(within(await table()).getByRole('columnheader', { name: /Address/ })).toHaveAttribute('aria-sort', 'ascending');
  });

  it('tags the primary location', async () => {
    const id = AWKWARD_PROFILE_IDS.favourite;
    await renderApp({ route: overview(id, '?pageSize=50') });
    const primary = locations(id).find((l) => l.isPrimary)!;
    const row = (await within(await table()).findByText(joinAddress(primary))).closest('tr')!;
    expect(within(row).getByText('Primary')).toBeInTheDocument();
    expect(within(await table()).getAllByText('Primary')).toHaveLength(1);
  });

  it('sorts descending on the server from the Address header, keeping it in the URL and going to page 1', async () => {
    const bodies = recordLocationRequests();
    const { user } = await renderApp({ route: overview(MANY, '?page=3') });
    await waitFor(() => expect(screen.getByText('Showing 21 to 30 of 120')).toBeInTheDocument());
    await user.click(within(await table()).getByRole('button', { name: /Address/ }));
    await waitFor(() => expect(currentPath()).toBe(`/supplier/${MANY}/overview?sortOrder=desc`));
    const expected = sortedLine1(MANY).reverse().slice(0, 10).map((l) => joinAddress(l));
    await waitFor(() => expect(shownAddresses()).toEqual(expected));
    expect(bodies.at(-1)).toEqual({ id: MANY, paging: { page: 1, pageSize: 10 }, sorting: { name: 'addressLine1', order: 'desc' } });
  });

  it('pages and offers 10, 30 and 50 a page', async () => {
    const { user } = await renderApp({ route: overview(MANY) });
    await waitFor(() => expect(screen.getByText('Showing 1 to 10 of 120')).toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(screen.getByText('Showing 11 to 20 of 120')).toBeInTheDocument());
    expect(currentPath()).toBe(`/supplier/${MANY}/overview?page=2`);
    await user.click(screen.getByRole('button', { name: /Rows per page/ }));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['10', '30', '50']);
    await user.click(screen.getByRole('option', { name: '50' }));
    await waitFor(() => expect(screen.getByText('Showing 1 to 50 of 120')).toBeInTheDocument());
    // The rows follow in a transition (the last page stays on show, dimmed, until then).
    await waitFor(() => expect(shownAddresses()).toHaveLength(50));
    expect(currentPath()).toBe(`/supplier/${MANY}/overview?pageSize=50`);
  });

  it('clamps a page past the end to the last page', async () => {
    await renderApp({ route: overview(MANY, '?page=99&pageSize=50') });
    await waitFor(() => expect(currentPath()).toBe(`/supplier/${MANY}/overview?page=3&pageSize=50`));
    await waitFor(() => expect(screen.getByText('Showing 101 to 120 of 120')).toBeInTheDocument());
    expect(shownAddresses()).toHaveLength(20);
    expect(screen.queryByText('This supplier has no locations.')).not.toBeInTheDocument();
  });

  it('says so when the supplier has no locations', async () => {
    await renderApp({ route: overview(AWKWARD_PROFILE_IDS.noLocations) });
    expect(await within(await table()).findByText('This supplier has no locations.')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Locations pages' })).not.toBeInTheDocument();
  });

  it('a failing locations call says so with Try again, and Try again loads them', async () => {
    const call = failing('post', '*/mock-api/supplier/supplierdetails/:id/locations');
    const { user } = await renderApp({ route: overview(MANY) });
    expect(await screen.findByRole('heading', { name: 'Locations could not be loaded' })).toBeInTheDocument();
    expect(screen.getByText('Request has failed with status code: 500')).toBeInTheDocument();
    call.heal();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(shownAddresses()).toHaveLength(10));
  });
});
