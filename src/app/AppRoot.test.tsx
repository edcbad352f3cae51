import { render, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '../../mocks/node';
import { resolveLocalSession } from '@/platform/auth/localSession';
import { mockTokenFor } from '@/platform/auth/mockToken';
import { LEFT_ON_401_KEY } from '@/platform/auth/signedOut';
import { browser } from '@/platform/browser';
import { testConfig } from '@/test/testConfig';
import { countModuleLoads } from '@/test/moduleLoads';
import { AppRoot } from './AppRoot';

/** The platform says "not signed in" to every call, as behind a rootDomainUrl that does not sign in. */
const everyCallUnauthorized = () => server.use(http.all('*/mock-api/*', () => new HttpResponse(null, { status: 401 })));

/** `signedIn`: with the persona's token the mock platform accepts, as LocalApp gives. */
function renderAppRoot({ signedIn = false } = {}) {
  const config = testConfig();
  const session = resolveLocalSession(config, { flags: {} });
  const token = signedIn ? mockTokenFor(session.identity) : 'token';
  return render(<AppRoot session={session} getToken={async () => token} />);
}

describe('a 401 from the platform', () => {
  beforeEach(() => {
    window.history.replaceState(null, '', '/findsuppliers/source-supplier');
    sessionStorage.removeItem(LEFT_ON_401_KEY);
  });
  afterEach(() => {
    vi.restoreAllMocks();
    sessionStorage.removeItem(LEFT_ON_401_KEY);
    window.history.replaceState(null, '', '/');
  });

  it('sends the browser to the root domain once, however many calls fail', async () => {
    const leave = vi.spyOn(browser, 'leave').mockImplementation(() => undefined);
    everyCallUnauthorized();
    renderAppRoot();
    await waitFor(() => expect(leave).toHaveBeenCalledWith('/'));
    // Every start-up call has failed by the time the menu's failure shows; still one trip.
    await screen.findByRole('heading', { level: 1, name: 'Source suppliers' });
    expect(leave).toHaveBeenCalledTimes(1);
  });

  it('straight back from the root domain shows a signed-out page instead of reloading again', async () => {
    const leave = vi.spyOn(browser, 'leave').mockImplementation(() => undefined);
    sessionStorage.setItem(LEFT_ON_401_KEY, String(Date.now() - 3000));
    everyCallUnauthorized();
    renderAppRoot();
    expect(await screen.findByRole('heading', { level: 1, name: 'You are signed out' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Sign in again' })).toHaveAttribute('href', '/');
    expect(leave).not.toHaveBeenCalled();
  });
});

describe('opening on the landing', () => {
  beforeEach(() => window.history.replaceState(null, '', '/findsuppliers/source-supplier'));
  afterEach(() => {
    server.events.removeAllListeners();
    window.history.replaceState(null, '', '/');
  });

  it('asks for the filters’ reference data once: at start-up, and not again when the filters mount', async () => {
    const reference: string[] = [];
    server.events.on('request:start', ({ request }) => {
      const { pathname } = new URL(request.url);
      if (pathname.endsWith('/search/facets') || pathname.endsWith('/ProductService/Level1')) reference.push(pathname);
    });
    renderAppRoot({ signedIn: true });
    expect(await screen.findByRole('button', { name: /^Show/ })).toBeInTheDocument();
    // The menu's call goes out when the shell mounts, as the filters do: once its answer shows, a second ask
    // from the filters' mount would have gone out too.
    expect(await screen.findByRole('link', { name: 'Dashboard' })).toBeInTheDocument();
    expect(reference.sort()).toEqual(['/mock-api/search/facets', '/mock-api/trades/ProductService/Level1']);
  });
});

describe('the late features (export, segments, invite)', () => {
  beforeEach(() => window.history.replaceState(null, '', '/findsuppliers/source-supplier'));
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('join once the landing has rendered, without a screen asking for them', async () => {
    const lateFeatureLoads = countModuleLoads('@/app/lateFeatures');
    const { AppRoot: FreshAppRoot } = await import('./AppRoot');
    const config = testConfig();
    const session = resolveLocalSession(config, { flags: {} });
    render(<FreshAppRoot session={session} getToken={async () => mockTokenFor(session.identity)} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Source suppliers' })).toBeVisible();
    await waitFor(() => expect(lateFeatureLoads).toHaveBeenCalledTimes(1));
  });
});
