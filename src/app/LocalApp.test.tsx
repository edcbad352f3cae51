import { afterEach, describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { server } from '../../mocks/node';
import { testConfig } from '@/test/testConfig';
import { SAVED_LANGUAGES_KEY } from '@/platform/auth/savedLanguages';
import LocalApp from './LocalApp';

const SAGA_CHUNKS = [
  () => import('@/features/invite/inviteWorkers'),
  () => import('@/features/exportResults/exportResultsWorkers'),
  () => import('@/features/search/session/searchSessionWorkers'),
  () => import('@/features/search/filters/filtersWorkers'),
  () => import('./shell/shellWorkers'),
];

/**
 * Issue 12: the app renders while the mock platform boots; its calls wait for the platform rather
 * than reaching the network before the mock service worker is there (they would fail).
 */
describe('calls made before the mock platform is ready', () => {
  afterEach(() => {
    server.events.removeAllListeners();
    window.history.replaceState(null, '', '/');
  });

  it('wait for it, then go: the shell renders at once and its menu arrives once the platform is ready', async () => {
    window.history.replaceState(null, '', '/findsuppliers/source-supplier');
    const requests: string[] = [];
    server.events.on('request:start', ({ request }) => void requests.push(request.url));
    let release!: () => void;
    const platform = new Promise<void>((resolve) => (release = resolve));
    let waiting = 0;
    // Counts the calls that wait on it (every call asks for the token first).
    const ready = { then: (...args: Parameters<Promise<void>['then']>) => ((waiting += 1), platform.then(...args)) };

    render(<LocalApp config={testConfig()} mockControls={{ ready: ready as unknown as Promise<void>, resetData: () => undefined }} />);

    expect(await screen.findByRole('navigation', { name: 'Platform menu' })).toBeInTheDocument();
    await waitFor(() => expect(waiting).toBeGreaterThan(0));
    expect(requests).toEqual([]);
    expect(screen.queryByRole('link', { name: 'Dashboard' })).not.toBeInTheDocument();

    release();
    expect(await screen.findByRole('link', { name: 'Dashboard' })).toBeInTheDocument();
    expect(requests.some((url) => url.includes('/mock-api/claims/menu'))).toBe(true);

    // This store is the app's own (not the harness's): let the chunks its sagas load arrive before
    // the test ends, so none is still loading when the test environment goes.
    expect(await screen.findByRole('button', { name: /^Show/ })).toBeInTheDocument();
    await Promise.all(SAGA_CHUNKS.map((load) => load()));
  });
});

describe('the language a session starts in', () => {
  afterEach(() => {
    window.history.replaceState(null, '', '/');
  });

  const ready = { ready: Promise.resolve(), resetData: () => undefined };

  it("is the one the persona's account saved (a new tab or a reload), unless the tab asks for another with ?lng", async () => {
    localStorage.setItem(SAVED_LANGUAGES_KEY, JSON.stringify({ 'full-buyer': 'fr' }));
    window.history.replaceState(null, '', '/findsuppliers/source-supplier');
    const first = render(<LocalApp config={testConfig()} mockControls={ready} />);
    expect(await screen.findByRole('navigation', { name: 'Menu de la plateforme' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: /^Afficher/ })).toBeInTheDocument();
    await Promise.all(SAGA_CHUNKS.map((load) => load()));
    first.unmount();

    window.history.replaceState(null, '', '/findsuppliers/source-supplier?lng=en');
    render(<LocalApp config={testConfig()} mockControls={ready} />);
    expect(await screen.findByRole('navigation', { name: 'Platform menu' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: /^Show/ })).toBeInTheDocument();
    await Promise.all(SAGA_CHUNKS.map((load) => load()));
  });
});
