import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { server } from '../../../../mocks/node';
import { navigateTo } from '@/platform/router';
import { currentPath, renderApp } from '@/test/renderWithProviders';
import { storeSession } from '@/test/searchSessions';

/*
 * Issue 37 item 1 (spec 02 §2.2 navigation state originUrl and fromSearch): a profile opened from
 * search closes back to exactly the page it was opened from — results page, sort and sid, with no
 * rows selected — and not to /source-supplier.
 */

afterEach(() => server.events.removeAllListeners());

/** The first results of a cold mock platform (it builds its network on the first search) may take a while on a busy machine. */
const COLD = { timeout: 30_000 };
/** Several pages and a cold start in one test. */
const LONG = 120_000;

const RESULTS = '/source-supplier/search-results?sid=s1&page=2&sortName=companySize&sortOrder=desc';
const rows = async () => (await within(await screen.findByRole('table', { name: 'Suppliers' })).findAllByRole('row')).slice(1);
const closeProfile = async () => screen.findByRole('button', { name: 'Close profile' }, COLD);

describe('Close profile returns to where search opened it (issue 37 item 1)', () => {
  it('from results page 2 sorted by company size: back to that exact URL, selection cleared', async () => {
    storeSession('s1');
    const { user } = await renderApp({ route: RESULTS });
    await screen.findByText('Showing 51 to 100 of 149', undefined, COLD);
    const [first, second] = await rows();
    await user.click(within(second).getByRole('checkbox'));
    expect(screen.getByText('1 selected')).toBeVisible();
    const supplier = within(first).getAllByRole('link')[0];
    const name = supplier.textContent ?? '';
    // The link also carries the session's filters (f=) by now: that whole address is the one to return to.
    const cameFrom = currentPath();
    expect(cameFrom).toMatch(/^\/source-supplier\/search-results\?sid=s1&page=2&sortName=companySize&sortOrder=desc/);
    await user.click(supplier);
    await screen.findByRole('heading', { level: 1, name }, COLD);

    // Opened on its overview, then on another tab: the origin survives the redirect and the tab switch.
    await user.click(await screen.findByRole('tab', { name: 'Notes' }));
    await waitFor(() => expect(currentPath()).toMatch(/\/notes$/));
    await user.click(await closeProfile());
    await waitFor(() => expect(currentPath()).toBe(cameFrom));
    expect(await screen.findByText('Showing 51 to 100 of 149', undefined, COLD)).toBeVisible();
    expect(screen.getByRole('columnheader', { name: /Company size/ })).toHaveAttribute('aria-sort', 'descending');
    expect(screen.queryByText('1 selected')).not.toBeInTheDocument();
  }, LONG);

  it('from the landing\'s company search: back to the landing', async () => {
    const { user } = await renderApp({ route: '/source-supplier?sid=s9' });
    await user.type(await screen.findByRole('combobox', { name: 'Supplier name or ID' }), 'Hartley & Ashworth');
    await user.click(await screen.findByRole('option', { name: /Hartley & Ashworth Groundworks/ }));
    await screen.findByRole('heading', { level: 1, name: /Hartley & Ashworth Groundworks/ }, COLD);
    await user.click(await closeProfile());
    await waitFor(() => expect(currentPath()).toBe('/source-supplier?sid=s9'));
  });

  it('from the quick search (onion search on) and the reference search: back to the landing they were picked on', async () => {
    const { user } = await renderApp({ route: '/source-supplier?sid=s7', flags: { onionSearchEnabled: true } });
    await user.type(await screen.findByRole('combobox', { name: 'Supplier name or ID' }), 'Hartley & Ashworth');
    await user.click(await screen.findByRole('option', { name: /Hartley & Ashworth Groundworks/ }));
    await screen.findByRole('heading', { level: 1, name: /Hartley & Ashworth Groundworks/ }, COLD);
    await user.click(await closeProfile());
    await waitFor(() => expect(currentPath()).toBe('/source-supplier?sid=s7'));

    await user.type(await screen.findByRole('combobox', { name: 'Your supplier reference' }), 'NB-00001');
    await user.click(await screen.findByRole('option', { name: /NB-00001/ }));
    await waitFor(() => expect(currentPath()).toMatch(/^\/supplier\/100001\//));
    await user.click(await closeProfile());
    await waitFor(() => expect(currentPath()).toBe('/source-supplier?sid=s7'));
  }, LONG);

  it('opened directly (no navigation state): Close profile goes to the search landing', async () => {
    const { user } = await renderApp({ route: '/supplier/100007/notes' });
    await screen.findByRole('heading', { level: 1, name: /Hartley & Ashworth Groundworks/ }, COLD);
    await user.click(await closeProfile());
    await waitFor(() => expect(currentPath()).toBe('/source-supplier'));
  });

  it.each(['//evil.example/phish', '/\\evil.example/phish', 'https://evil.example/phish'])(
    'an originUrl the guard refuses (%s) is not followed: Close profile goes to the default route (issue 37 item 2)',
    async (originUrl) => {
      const { user } = await renderApp({ route: '/source-supplier' });
      act(() => navigateTo('/supplier/100007', { state: { originUrl, fromSearch: true } }));
      await screen.findByRole('heading', { level: 1, name: /Hartley & Ashworth Groundworks/ }, COLD);
      await user.click(await closeProfile());
      await waitFor(() => expect(currentPath()).toBe('/source-supplier'));
    },
  );
});
