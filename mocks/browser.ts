import { http } from 'msw';
import { setupWorker } from 'msw/browser';
import { faultSpecsFromUrl } from './faults';
import { MOCK_API_PATHS } from './paths';
import { connectPlatform, type PlatformConnection } from './platform/connect';
import { handleMockWorkerUpdateFailures, reloadIfUncontrolled } from './workerLifecycle';

let platform: PlatformConnection | null = null;

/**
 * Started by main.tsx when config.mockPlatform is on, while the app renders. The handlers run in a
 * Web Worker (mocks/platform/worker.ts): the network's generation and search index never block the
 * page. msw's service worker intercepts the app's calls and one forwarding handler here passes each
 * call under /mock-api/ to that worker; what no handler answers goes to the network.
 * Resolves false when the page reloads to get under the service worker (workerLifecycle.ts).
 */
export async function startMockPlatform(baseUrl: string, search: string): Promise<boolean> {
  // e2e tests can make endpoints fail with ?mockFault=…; a reload keeps what the buyer did.
  const connection = connectPlatform(
    faultSpecsFromUrl(search),
    () => new Worker(new URL('./platform/worker.ts', import.meta.url), { type: 'module', name: 'mock-platform' }),
  );
  platform = connection;
  const workerUrl = new URL(`${baseUrl}mockServiceWorker.js`, window.location.href).href;
  handleMockWorkerUpdateFailures(workerUrl);
  const serviceWorker = setupWorker(http.all(MOCK_API_PATHS, ({ request }) => connection.answer(request)));
  await Promise.all([
    serviceWorker.start({
      serviceWorker: { url: workerUrl, options: { scope: baseUrl } },
      onUnhandledRequest: 'bypass',
      quiet: true,
    }),
    connection.ready,
  ]);
  if (await reloadIfUncontrolled(workerUrl)) return false;
  performance.mark('mockPlatform:ready');
  return true;
}

/** The development panel's "Reset mock data". */
export async function resetMockData(): Promise<void> {
  await platform?.reset();
}
