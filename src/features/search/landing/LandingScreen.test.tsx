import { act, screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { server } from '../../../../mocks/node';
import { currentPath, renderApp, renderWithProviders, type RenderOptions } from '@/test/renderWithProviders';
import { sessionStarted } from '@/platform/session';
import { filtersValidated } from '../contract';
import { browser } from '@/platform/browser';
import { LandingScreen } from './LandingScreen';
import { testConfig } from '@/test/testConfig';

const openLanding = (options: RenderOptions = {}) => renderWithProviders(<LandingScreen />, { route: '/source-supplier', ...options });

/** Every request to a path containing `part`, as its URL. */
function recordRequests(part: string) {
  const seen: URL[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (url.pathname.includes(part)) seen.push(url);
  });
  return seen;
}

// The type-aheads are a lazy chunk: the first test of a busy run may wait for it.
const companyField = () => screen.findByRole('combobox', { name: 'Supplier name or ID' });
const referenceField = () => screen.findByRole('combobox', { name: 'Your supplier reference' });

afterEach(() => {
  server.events.removeAllListeners();
  vi.restoreAllMocks();
});

describe('landing page', () => {
  it.each(['FR', 'BE'] as const)('in %s lists only what its filters offer: no company size', async (community) => {
    await openLanding({ community });
    const criteria = screen.getByRole('list', { name: 'You can search by:' });
    expect(within(criteria).getByText('Work categories and contract value')).toBeVisible();
    expect(within(criteria).queryByText('Company size')).not.toBeInTheDocument();
    expect(within(criteria).getAllByRole('listitem')).toHaveLength(4);
  });

  it('introduces the search with its heading, criteria and help links', async () => {
    await openLanding();
    expect(screen.getByRole('heading', { level: 1, name: 'Source suppliers' })).toBeVisible();
    expect(screen.getByText('Search the network of assured construction suppliers')).toBeVisible();
    expect(within(screen.getByRole('list', { name: 'You can search by:' })).getAllByRole('listitem')).toHaveLength(5);
    const kb = screen.getByRole('link', { name: /Knowledge base/ });
    expect(kb).toHaveAttribute('href', `${window.location.origin}/support/knowledge-base/find-suppliers`);
    expect(kb).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: /Feedback portal/ })).toBeVisible();
  });

  it('company search waits for 2 characters and for the typing to pause (500 ms)', async () => {
    const requests = recordRequests('/mock-api/companySearch/companies');
    const { user } = await openLanding();
    const field = await companyField();
    await user.type(field, 'P');
    await act(() => new Promise((r) => setTimeout(r, 700)));
    expect(requests).toHaveLength(0);

    await user.type(field, 'atel');
    expect((await screen.findAllByRole('option', { name: /Patel/ }))[0]).toBeVisible();
    // One request for the whole burst of typing: the last keystroke's text, page size 10, GB.
    expect(requests).toHaveLength(1);
    expect(Object.fromEntries(requests[0].searchParams)).toEqual({ queryText: 'Patel', countryCode: 'GB', page: '1', pageSize: '10' });
  });

  it('a newer keystroke aborts the company search still in flight; its text wins', async () => {
    let stale = 0;
    server.use(
      http.get('*/mock-api/companySearch/companies', async () => {
        stale += 1;
        await delay(5000);
        return HttpResponse.json({ items: [], totalCount: 0 });
      }, { once: true }),
    );
    // Only the request for "Pat" is open when "el" is typed, so one abort is it.
    const aborts = vi.spyOn(XMLHttpRequest.prototype, 'abort');
    const { user } = await openLanding();
    const field = await companyField();
    await user.type(field, 'Pat');
    await waitFor(() => expect(stale).toBe(1));
    expect(aborts).not.toHaveBeenCalled();
    await user.type(field, 'el');
    await waitFor(() => expect(aborts).toHaveBeenCalledTimes(1));
    expect((await screen.findAllByRole('option', { name: /Patel/ }))[0]).toBeVisible();
  });

  it('offers Create new once searched, handing the name over to the onboarding invite page', async () => {
    const leave = vi.spyOn(browser, 'leave').mockImplementation(() => undefined);
    // A real deployment: the onboarding page is on the product host.
    const { user } = await openLanding({ config: { ...testConfig(), mockPlatform: false } });
    await user.type(await companyField(), 'Zzqx Unheard Of');
    expect(await screen.findByText('No organisation matches your search.')).toBeVisible();
    await user.tab();
    await user.click(screen.getByRole('button', { name: 'Create new' }));
    await waitFor(() => expect(leave).toHaveBeenCalledTimes(1));
    const url = new URL(leave.mock.calls[0][0]);
    expect(url.pathname).toBe('/onboarding/invite-supplier');
    expect(url.searchParams.get('context')).toBe('findSuppliers');
    expect(url.searchParams.get('companyName')).toBe('Zzqx Unheard Of');
    expect(url.searchParams.get('country')).toBe('GB');
    expect(url.searchParams.get('backTo')).toBe(window.location.href);
  });

  it('Create new is disabled for read-only sourcing', async () => {
    const { user } = await openLanding({ persona: 'readonly-sourcing' });
    await user.type(await companyField(), 'Patel');
    await screen.findAllByRole('option', { name: /Patel/ });
    await user.tab();
    const create = screen.getByRole('button', { name: 'Create new' });
    expect(create).toBeDisabled();
    expect(create).toHaveAccessibleDescription(/cannot create organisations/);
  });

  it('without onboarding access Create new says "You don\'t have permission"', async () => {
    const { user } = await openLanding({ persona: 'no-onboarding' });
    await user.type(await companyField(), 'Patel');
    await screen.findAllByRole('option', { name: /Patel/ });
    await user.tab();
    await user.click(screen.getByRole('button', { name: 'Create new' }));
    expect(await screen.findByText("You don't have permission")).toBeVisible();
    expect(currentPath()).toBe('/source-supplier');
  });

  it('picking a company on the platform opens its profile', async () => {
    const { user } = await openLanding();
    await user.type(await companyField(), 'Hartley & Ashworth');
    await user.click(await screen.findByRole('option', { name: /Hartley & Ashworth Groundworks/ }));
    await waitFor(() => expect(currentPath()).toBe('/supplier/100007'));
  });

  it('a failing company search is only logged and the field keeps working', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    server.use(http.get('*/mock-api/companySearch/companies', () => HttpResponse.json({}, { status: 500 }), { once: true }));
    const { user } = await openLanding();
    await user.type(await companyField(), 'Patel');
    await waitFor(() => expect(warn).toHaveBeenCalledWith('Company search failed', expect.anything()));
    expect(screen.getByRole('heading', { level: 1, hidden: true })).toBeInTheDocument();
    await user.type(await companyField(), ' Roofing');
    expect((await screen.findAllByRole('option', { name: /Patel Roofing/ }))[0]).toBeVisible();
  });

  it('reference search hints at one character, finds hits and opens the supplier', async () => {
    const requests = recordRequests('/entityreferences/suppliers/');
    const { user } = await openLanding();
    expect(screen.getByText('or')).toBeVisible();
    await user.type(await referenceField(), ' N');
    expect(screen.getByText('Type more characters to search by reference.')).toBeVisible();
    await user.type(await referenceField(), 'B-00001 ');
    await user.click(await screen.findByRole('option', { name: /NB-00001/ }));
    // Sent trimmed, 30 per page.
    expect(requests.at(-1)?.pathname).toMatch(/\/NB-00001$/);
    expect(requests.at(-1)?.searchParams.get('itemsPerPage')).toBe('30');
    await waitFor(() => expect(currentPath()).toBe('/supplier/100001'));
  });

  it('reference search waits for the typing to pause (200 ms) and asks once, for the final text', async () => {
    const requests = recordRequests('/entityreferences/suppliers/');
    const { user } = await openLanding();
    const field = await referenceField();
    await user.type(field, 'NB-00001');
    // Every keystroke from the second on reaches the 2-character minimum; none was sent yet.
    expect(requests).toHaveLength(0);
    expect(await screen.findByRole('option', { name: /NB-00001/ })).toBeVisible();
    expect(requests).toHaveLength(1);
    expect(requests[0].pathname).toMatch(/\/NB-00001$/);
  });

  it('reference search says "No results found" when nothing matches', async () => {
    const { user } = await openLanding();
    await user.type(await referenceField(), 'no-such-ref');
    expect(await screen.findByText('No results found')).toBeVisible();
  });

  it('reference search shows only when the community enables the supplier-reference component', async () => {
    const { store } = await openLanding();
    await referenceField();
    const session = store.getState().session;
    const config = structuredClone(session.config!);
    config.communities.GB.components.supplierReference = false;
    act(() => {
      store.dispatch(sessionStarted({ ...session, config, identity: session.identity! }));
    });
    await waitFor(() => expect(screen.queryByRole('combobox', { name: 'Your supplier reference' })).not.toBeInTheDocument());
    expect(screen.queryByText('or')).not.toBeInTheDocument();
    expect(await companyField()).toBeVisible();
  });

  it('the Show button reads "Show results" until a positive count, then "Show (N results)"', async () => {
    const { user } = await openLanding();
    expect(await screen.findByRole('button', { name: 'Show results' })).toBeVisible();
    await user.type(await screen.findByRole('combobox', { name: 'Search work categories' }), 'Mast climbers');
    await user.click(await screen.findByRole('option', { name: /Mast climbers/i }));
    expect(await screen.findByRole('button', { name: 'Show (149 results)' })).toBeVisible();
  });

  it('Show creates the session and opens its results', async () => {
    const requests = recordRequests('/mock-api/search/session');
    const { user } = await renderApp({ route: '/source-supplier' });
    await user.type(await screen.findByRole('combobox', { name: 'Search work categories' }), 'Mast climbers');
    await user.click(await screen.findByRole('option', { name: /Mast climbers/i }));
    await user.click(await screen.findByRole('button', { name: 'Show (149 results)' }));
    // The sid and the session's filters (f=, so the link works in any browser), nothing else.
    await waitFor(() => expect(currentPath()).toMatch(/^\/source-supplier\/search-results\?sid=[\w-]+&f=1\.[\w-]+$/));
    expect(await screen.findByText('Showing 149 result(s) from all suppliers')).toBeVisible();
    expect(requests.filter((u) => u.pathname.endsWith('/session'))).toHaveLength(1);
  });

  it('a failing session save keeps the buyer on the page with the message', async () => {
    server.use(http.post('*/mock-api/search/session', () => HttpResponse.json({ isSuccess: false, message: 'Search service unavailable' })));
    const { store } = await openLanding();
    act(() => {
      store.dispatch(filtersValidated({ orderedFilters: [], source: 'landing' }));
    });
    expect(await screen.findByText('Your search could not be started')).toBeVisible();
    expect(screen.getByText('Search service unavailable')).toBeVisible();
    expect(currentPath()).toBe('/source-supplier');
    expect(await companyField()).toBeVisible();
  });

  it('Reset reloads the page', async () => {
    const reload = vi.spyOn(browser, 'reload').mockImplementation(() => undefined);
    const { user } = await openLanding();
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
