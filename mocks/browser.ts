import { setupWorker } from 'msw/browser';
import { handlers } from './handlers';
import { resetDb } from './db';

/** Started by main.tsx before the first render, only when config.mockPlatform is on. */
export async function startMockPlatform(baseUrl: string, _search: string): Promise<void> {
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
