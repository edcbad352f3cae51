import { setupWorker } from 'msw/browser';
import { handlers } from './handlers';
import { enablePersistence, resetDb } from './db';
import { applyFaultsFromUrl } from './faults';
import { handleMockWorkerUpdateFailures, reloadIfUncontrolled } from './workerLifecycle';

/**
 * Started by main.tsx before the first render, only when config.mockPlatform is on. Resolves false
 * when the page reloads to get under the mock worker (workerLifecycle.ts): render nothing then.
 */
export async function startMockPlatform(baseUrl: string, search: string): Promise<boolean> {
  // A reload keeps what the buyer did; e2e tests can make endpoints fail with ?mockFault=…
  enablePersistence();
  applyFaultsFromUrl(search);
  const workerUrl = new URL(`${baseUrl}mockServiceWorker.js`, window.location.href).href;
  handleMockWorkerUpdateFailures(workerUrl);
  const worker = setupWorker(...handlers);
  await worker.start({
    serviceWorker: { url: workerUrl, options: { scope: baseUrl } },
    onUnhandledRequest: 'bypass',
    quiet: true,
  });
  return !(await reloadIfUncontrolled(workerUrl));
}

/** The development panel's "Reset mock data". */
export function resetMockData(): void {
  resetDb();
}
