import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { getDb } from '../../../../mocks/db';
import { server } from '../../../../mocks/node';
import { renderWithProviders } from '@/test/renderWithProviders';
import type { FilterEntry } from '@/services/search/types';
import { ResultsScreen } from './ResultsScreen';
import { MAST_CLIMBERS, recordResultRequests, storeSession } from '@/test/searchSessions';

/** The results page's filters: the active-filter chips and the Filters side panel (spec 01 §2, §4). */

const SMALL: FilterEntry = { id: 'enterpriseCategoryTypeID', isQuery: true, query: { Id: 2 }, filterCopy: { title: 'Small' } };

const openResults = () => renderWithProviders(<ResultsScreen />, { route: '/source-supplier/search-results?sid=s1' });
const chips = () => screen.findByRole('group', { name: 'Active filters' });
const sessionFilters = () => getDb().sessions.s1.orderedFilters.map((e) => e.id);
const summary = () => screen.findByText(/^Showing \d+ result\(s\) from all suppliers$/);

/** Session updates (POST /session/{sid}/query) the page makes. */
function recordSessionUpdates() {
  const seen: string[] = [];
  server.events.on('request:start', ({ request }) => {
    if (request.method === 'POST' && /\/session\/[^/]+\/query$/.test(new URL(request.url).pathname)) seen.push(request.url);
  });
  return seen;
}

afterEach(() => server.events.removeAllListeners());

describe('results page filters', () => {
  it('a chip removes its filter, saves the session and shows the new results', async () => {
    storeSession('s1', [MAST_CLIMBERS, SMALL]);
    const requests = recordResultRequests();
    const { user } = await openResults();
    const narrowed = (await summary()).textContent;
    await user.click(within(await chips()).getByRole('button', { name: 'Company size (1)' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Remove Small' }));

    await waitFor(() => expect(sessionFilters()).not.toContain('enterpriseCategoryTypeID'));
    expect(sessionFilters()).toContain('productServicesIDs');
    await waitFor(() => expect(screen.getByText('Showing 149 result(s) from all suppliers')).toBeVisible());
    expect(narrowed).not.toBe('Showing 149 result(s) from all suppliers');
    expect(within(await chips()).queryByRole('button', { name: 'Company size (1)' })).not.toBeInTheDocument();
    expect(requests.length).toBeGreaterThanOrEqual(2);
  });

  it('the last work category stays, and the buyer is told a search needs one', async () => {
    storeSession('s1', [MAST_CLIMBERS, SMALL]);
    const updates = recordSessionUpdates();
    const { user } = await openResults();
    await summary();
    await user.click(within(await chips()).getByRole('button', { name: 'Work categories (1)' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Remove Mast climbers' }));

    expect(await screen.findByText('You need to select at least one work category to search suppliers.')).toBeVisible();
    expect(within(await chips()).getByRole('button', { name: 'Work categories (1)' })).toBeVisible();
    expect(updates).toEqual([]);
    expect(sessionFilters()).toEqual(['productServicesIDs', 'enterpriseCategoryTypeID']);

    // The Filters panel opens without a "missing" marker: nothing was removed.
    await user.click(screen.getByRole('button', { name: 'Add filters' }));
    const panel = await screen.findByRole('dialog', { name: 'Filters' });
    expect(within(panel).queryByText('You need to select at least one work category to search suppliers.')).not.toBeInTheDocument();
  });

  it('a chip change that cannot be saved says so and keeps the chips', async () => {
    storeSession('s1', [MAST_CLIMBERS, SMALL]);
    server.use(http.post('*/mock-api/search/session/:sid/query', () => HttpResponse.json({}, { status: 500 })));
    const { user } = await openResults();
    await summary();
    await user.click(within(await chips()).getByRole('button', { name: 'Company size (1)' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Remove Small' }));

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Your search could not be started')).toBeVisible();
    expect(within(alert).getByText('Request has failed with status code: 500')).toBeVisible();
    expect(within(await chips()).getByRole('button', { name: 'Company size (1)' })).toBeVisible();
    expect(screen.getByRole('table', { name: 'Suppliers' })).toBeVisible();
  });

  it('Show in the side panel applies the filters chosen there', async () => {
    storeSession('s1');
    const { user } = await openResults();
    await summary();
    await user.click(screen.getByRole('button', { name: 'Add filters' }));
    const panel = await screen.findByRole('dialog', { name: 'Filters' });
    await user.click(await within(panel).findByRole('button', { name: 'Company size' }));
    await user.click(within(panel).getByRole('checkbox', { name: 'Small' }));
    await user.click(within(panel).getByRole('button', { name: 'Show' }));

    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Filters' })).not.toBeInTheDocument());
    expect(sessionFilters()).toEqual(expect.arrayContaining(['productServicesIDs', 'enterpriseCategoryTypeID']));
    expect(await within(await chips()).findByRole('button', { name: 'Company size (1)' })).toBeVisible();
    await waitFor(() => expect(screen.queryByText('Showing 149 result(s) from all suppliers')).not.toBeInTheDocument());
  });

  it('new filters never show the old count or rows while their results load', async () => {
    storeSession('s1');
    const { user } = await openResults();
    await summary();
    // The results of the new filters wait until the test lets them through to the mock platform
    // (a resolver that returns nothing hands the request on to the next handler).
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    server.use(http.get('*/mock-api/search/search/:sid', async () => {
      await held;
    }));
    await user.click(screen.getByRole('button', { name: 'Add filters' }));
    const panel = await screen.findByRole('dialog', { name: 'Filters' });
    await user.click(await within(panel).findByRole('button', { name: 'Company size' }));
    await user.click(within(panel).getByRole('checkbox', { name: 'Small' }));
    await user.click(within(panel).getByRole('button', { name: 'Show' }));

    expect(await within(await chips()).findByRole('button', { name: 'Company size (1)' })).toBeVisible();
    expect(await screen.findByRole('progressbar', { name: 'Loading results' })).toBeVisible();
    expect(screen.queryByText(/^Showing \d+ result/)).not.toBeInTheDocument();
    await waitFor(() => expect(screen.queryAllByRole('rowheader')).toEqual([]));
    release();
    expect((await summary()).textContent).not.toBe('Showing 149 result(s) from all suppliers');
  });

  it('Cancel in the side panel reverts what was chosen there and saves nothing', async () => {
    storeSession('s1');
    const updates = recordSessionUpdates();
    const { user } = await openResults();
    await summary();
    await user.click(screen.getByRole('button', { name: 'Add filters' }));
    let panel = await screen.findByRole('dialog', { name: 'Filters' });
    await user.click(await within(panel).findByRole('button', { name: 'Company size' }));
    await user.click(within(panel).getByRole('checkbox', { name: 'Small' }));
    expect(within(panel).getByRole('checkbox', { name: 'Small' })).toBeChecked();
    await user.click(within(panel).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Filters' })).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Add filters' }));
    panel = await screen.findByRole('dialog', { name: 'Filters' });
    const companySize = within(panel).getByRole('button', { name: 'Company size' });
    if (companySize.getAttribute('aria-expanded') !== 'true') await user.click(companySize);
    expect(within(panel).getByRole('checkbox', { name: 'Small' })).not.toBeChecked();
    expect(updates).toEqual([]);
    expect(sessionFilters()).toEqual(['productServicesIDs']);
    expect(screen.getByText('Showing 149 result(s) from all suppliers')).toBeVisible();
  });
});
