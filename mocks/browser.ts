import type { AppConfig } from '@/platform/config/types';
import { mockPlatformRefusal } from '@/platform/config/mockPlatformHost';
import { MOCK_SERVICE_WORKER } from '@/platform/config/earlyMockWorker';
import { faultSpecsFromUrl } from './faultSpecs';
import { connectPlatform, type PlatformConnection } from './platform/connect';
import { REQUEST_MESSAGE, type ServiceWorkerRequestMessage } from './platform/protocol';
import { handleMockWorkerUpdateFailures, reloadIfUncontrolled } from './workerLifecycle';

let platform: PlatformConnection | null = null;

const isRequestMessage = (data: unknown): data is ServiceWorkerRequestMessage =>
  typeof data === 'object' && data !== null && (data as { type?: unknown }).type === REQUEST_MESSAGE;

/**
 * Started by main.tsx when config.mockPlatform is on, while the app renders: its calls wait until
 * this resolves. It never resolves when the page reloads to get under the service worker
 * (workerLifecycle.ts); when the platform cannot start, it says why and resolves (calls then fail). The handlers run in a Web Worker (mocks/platform/worker.ts), so the network's generation and
 * search index never block the page; the service worker (public/mockServiceWorker.js) hands this page
 * each call under /mock-api/ and this page relays it to that worker. No msw code runs in the page.
 */
export async function startMockPlatform(config: AppConfig, baseUrl: string, started: StartedEarly): Promise<void> {
  try {
    // Never on a real host by mistake (the app shows the config error page there: LocalApp).
    const refusal = mockPlatformRefusal(config, window.location.hostname);
    if (refusal) throw new Error(`config.json: ${refusal.key} ${refusal.reason}`);
    if (await start(baseUrl, window.location.search, started)) return;
  } catch (error) {
    console.error('The mock platform did not start; calls go to the network.', error);
    return;
  }
  await new Promise<never>(() => undefined);
}

/** What main.tsx started before this chunk arrived; null on a refused host, where nothing started. */
export interface StartedEarly {
  /** Hands over the platform's Web Worker (mocks/platform/worker.ts). */
  takeWorker: (() => Worker) | null;
  /**
   * The registration of public/mockServiceWorker.js, made by index.html, or by main.tsx once other
   * apps' service workers on this origin are gone; also null in a browser without service workers.
   */
  registration: Promise<unknown> | null;
}

/** No calls will reach the worker main.tsx started: it stops generating the network for nothing. */
function stopWorker(takeWorker: () => Worker): void {
  try {
    takeWorker().terminate();
  } catch {
    // It had failed already.
  }
}

/** False when the page reloads to get under the service worker. */
async function start(baseUrl: string, search: string, { takeWorker, registration }: StartedEarly): Promise<boolean> {
  const container = navigator.serviceWorker;
  if (!takeWorker) throw new Error('its Web Worker was not started');
  if (!container || !registration) {
    stopWorker(takeWorker);
    throw new Error('this browser has no service workers (a private window?)');
  }
  // e2e tests can make endpoints fail with ?mockFault=…; a reload keeps what the buyer did.
  const connection = connectPlatform(faultSpecsFromUrl(search), takeWorker);
  platform = connection;
  container.addEventListener('message', (event: MessageEvent<unknown>) => {
    if (isRequestMessage(event.data) && event.ports[0]) connection.forward(event.data.request, event.ports[0]);
  });
  // Calls the service worker posted before this listener existed wait in the queue until now.
  container.startMessages();
  const workerUrl = new URL(`${baseUrl}${MOCK_SERVICE_WORKER}`, window.location.href).href;
  handleMockWorkerUpdateFailures(workerUrl);
  await registration;
  await Promise.all([container.ready, connection.ready]);
  if (await reloadIfUncontrolled(workerUrl)) return false;
  performance.mark('mockPlatform:ready');
  return true;
}

/** The development panel's "Reset mock data". */
export async function resetMockData(): Promise<void> {
  await platform?.reset();
}
