import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { server } from '../../../../mocks/node';
import { currentPath, renderApp } from '@/test/renderWithProviders';
import { recordResultRequests, storeSession } from '@/test/searchSessions';

afterEach(() => server.events.removeAllListeners());

/** The URL without the link's filters (f=), which the page adds once the session is loaded. */
const pathWithoutFilters = () => currentPath().replace(/&f=[^&]*/, '');

describe('results paging through the shared list params', () => {
  it('a link to a page past the end shows the last page instead', async () => {
    storeSession('s1');
    const requests = recordResultRequests();
    await renderApp({ route: '/source-supplier/search-results?sid=s1&page=9' });
    expect(await screen.findByText('Showing 101 to 149 of 149')).toBeVisible();
    expect(pathWithoutFilters()).toBe('/source-supplier/search-results?sid=s1&page=3');
    expect(requests.map((query) => query.get('page'))).toEqual(['9', '3']);
  });

  it('a malformed page or size falls back to the defaults', async () => {
    storeSession('s1');
    await renderApp({ route: '/source-supplier/search-results?sid=s1&page=abc&pageSize=-5' });
    expect(await screen.findByText('Showing 1 to 50 of 149')).toBeVisible();
  });

  it('a page size the list does not offer is clamped to one it does before the backend is asked', async () => {
    storeSession('s1');
    const requests = recordResultRequests();
    await renderApp({ route: '/source-supplier/search-results?sid=s1&pageSize=999999999' });
    expect(await screen.findByText('Showing 1 to 100 of 149')).toBeVisible();
    expect(requests.map((query) => query.get('pageSize'))).toEqual(['100']);
  });

  it('changing rows per page goes back to page 1', async () => {
    storeSession('s1');
    const { user } = await renderApp({ route: '/source-supplier/search-results?sid=s1&page=2' });
    expect(await screen.findByText('Showing 51 to 100 of 149')).toBeVisible();
    await user.click(screen.getByRole('button', { name: /Rows per page/ }));
    await user.click(await screen.findByRole('option', { name: '25' }));
    expect(await screen.findByText('Showing 1 to 25 of 149')).toBeVisible();
    await waitFor(() => expect(pathWithoutFilters()).toBe('/source-supplier/search-results?sid=s1&pageSize=25'));
  });
});
