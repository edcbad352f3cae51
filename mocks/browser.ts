import { setupWorker } from 'msw/browser';
import { handlers } from './handlers';
import { enablePersistence, resetDb } from './db';
import { applyFaultsFromUrl } from './faults';

/** Started by main.tsx before the first render, only when config.mockPlatform is on. */
export async function startMockPlatform(baseUrl: string, search: string): Promise<void> {
  // A reload keeps what the buyer did; e2e tests can make endpoints fail with ?mockFault=…
  enablePersistence();
  applyFaultsFromUrl(search);
  const worker = setupWorker(...handlers);
  await worker.start({
    serviceWorker: { url: `${baseUrl}mockServiceWorker.js`, options: { scope: baseUrl } },
    onUnhandledRequest: 'bypass',
    quiet: true,
  });
}

/** The development panel's "Reset mock data". */
export function resetMockData(): void {
  resetDb();
}
