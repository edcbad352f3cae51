import { describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '../../../mocks/node';
import { navigateTo } from '@/platform/router';
import { currentPath, renderApp } from '@/test/renderWithProviders';

describe('routes', () => {
  it.each([
    ['/source-supplier', 'Source suppliers'],
    ['/source-supplier/search-filters', 'Find suppliers'],
    ['/supplier/123/overview', 'Supplier details'],
    ['/supplier/123', 'Supplier details'],
  ])('renders %s', async (route, heading) => {
    await renderApp({ route });
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(currentPath()).toBe(route);
  });

  it('renders the results route for a session id', async () => {
    await renderApp({ route: '/source-supplier/search-results?sid=unknown' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Search results' })).toBeInTheDocument();
    expect(currentPath()).toMatch(/^\/source-supplier\/search-results\?sid=unknown/);
  });

  it('renders the invite route', async () => {
    await renderApp({ route: '/invite-supplier' });
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(currentPath()).toBe('/invite-supplier');
  });

  it('redirects an unknown path to /source-supplier', async () => {
    await renderApp({ route: '/no/such/page' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Source suppliers' })).toBeInTheDocument();
    expect(currentPath()).toBe('/source-supplier');
  });

  it('keeps a French limited buyer with free buyer access on /source-supplier', async () => {
    await renderApp({ route: '/invite-supplier', persona: 'french-limited', language: 'en' });
    await screen.findByRole('heading', { level: 1, name: 'Source suppliers' });
    expect(currentPath()).toBe('/source-supplier');
  });

  it('lets the French limited buyer elsewhere when free buyer access is off', async () => {
    await renderApp({
      route: '/supplier/123/overview',
      persona: 'french-limited',
      language: 'en',
      flags: { freeBuyerAccessEnabled: false },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Supplier details' })).toBeInTheDocument();
    expect(currentPath()).toBe('/supplier/123/overview');
  });
});

describe('access', () => {
  it('shows a no-access panel without suppliersourcing:access', async () => {
    server.use(http.get('*/mock-api/claims/menu/:userId', () => HttpResponse.json({ items: [] })));
    const { store } = await renderApp({ route: '/supplier/1/overview' });
    const identity = store.getState().session.identity!;
    act(() => {
      store.dispatch({
        type: 'session/sessionStarted',
        payload: { ...store.getState().session, identity: { ...identity, permissions: [] } },
      });
    });
    expect(await screen.findByRole('heading', { name: "You don't have access to Find Suppliers" })).toBeInTheDocument();
  });
});

describe('navigation', () => {
  it('scrolls to the top on every navigation', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    await renderApp({ route: '/supplier/1/overview' });
    await screen.findByRole('heading', { level: 1, name: 'Supplier details' });
    const before = scrollTo.mock.calls.length;
    act(() => navigateTo('/source-supplier/search-filters'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Find suppliers' })).toBeInTheDocument();
    expect(scrollTo.mock.calls.length).toBeGreaterThan(before);
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
    scrollTo.mockRestore();
  });
});
