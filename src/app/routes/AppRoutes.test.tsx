import { describe, expect, it, vi } from 'vitest';
import { act } from '@testing-library/react';
import { navigateTo } from '@/platform/router';
import { http, HttpResponse } from 'msw';
import { server } from '../../../mocks/node';
import { screen } from '@testing-library/react';
import { currentPath, renderApp } from '@/test/renderWithProviders';

describe('routes', () => {
  it.each([
    ['/source-supplier', 'Source Supplier'],
    ['/source-supplier/search-filters?sid=abc', 'Filters'],
    ['/source-supplier/search-results?sid=abc', 'Search results'],
    ['/supplier/123/overview', 'Supplier details'],
    ['/invite-supplier', 'Invite Supplier'],
  ])('renders %s', async (route, heading) => {
    await renderApp({ route });
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(currentPath()).toBe(route);
  });

  it('redirects an unknown path to /source-supplier', async () => {
    await renderApp({ route: '/no/such/page' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Source Supplier' })).toBeInTheDocument();
    expect(currentPath()).toBe('/source-supplier');
  });

  it('keeps a French limited buyer with free buyer access on /source-supplier', async () => {
    await renderApp({ route: '/invite-supplier', persona: 'french-limited', language: 'en' });
    await screen.findByRole('heading', { level: 1 });
    expect(currentPath()).toBe('/source-supplier');
  });

  it('lets the French limited buyer elsewhere when free buyer access is off', async () => {
    await renderApp({
      route: '/invite-supplier',
      persona: 'french-limited',
      language: 'en',
      flags: { freeBuyerAccessEnabled: false },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Invite Supplier' })).toBeInTheDocument();
    expect(currentPath()).toBe('/invite-supplier');
  });
});

describe('access', () => {
  it('shows a no-access panel without suppliersourcing:access', async () => {
    server.use(http.get('*/mock-api/claims/menu/:userId', () => HttpResponse.json({ items: [] })));
    const { store } = await renderApp({ route: '/source-supplier' });
    const identity = store.getState().session.identity!;
    store.dispatch({
      type: 'session/sessionStarted',
      payload: { ...store.getState().session, identity: { ...identity, permissions: [] } },
    });
});

describe('navigation', () => {
  it('scrolls to the top on every navigation', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    await renderApp({ route: '/source-supplier' });
    await screen.findByRole('heading', { level: 1 });
    const before = scrollTo.mock.calls.length;
    act(() => navigateTo('/invite-supplier'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Invite Supplier' })).toBeInTheDocument();
    expect(scrollTo.mock.calls.length).toBeGreaterThan(before);
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
    scrollTo.mockRestore();
  });
});
