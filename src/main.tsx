import { StrictMode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { loadConfig, type AppConfig, type ConfigLoadResult } from '@/platform/config';
import { discardEarlyMockWorker, MOCK_SERVICE_WORKER, mockWorkerName, mockWorkerRegistration, takeEarlyMockWorker } from '@/platform/config/earlyMockWorker';
import { mockPlatformRefusal } from '@/platform/config/mockPlatformHost';
import { startWorkerEarly } from '@/lib/earlyWorker';
import { App, preloadIdentity } from '@/app/App';
import { isFramed, unregisterForeignServiceWorkers } from '@/app/boot/environment';
import { holdBootShell, rememberBootShell, takeEarlyConfigFetch, type BootShell } from '@/app/boot/bootShell';
import { isLanguage, startI18n } from '@/platform/i18n';
import { BootStatus } from '@/ui/BootStatus';
import { screenAtAddress } from '@/app/routes/routeScreens';
import type { MockControls } from '@/app/shell/mockControls';

const BASE_URL = import.meta.env.BASE_URL;

/**
 * The mock platform starts beside the first render (mocks/browser.ts): the app's calls wait for
 * `ready` (LocalApp). Its code and data are lazy chunks that never load unless config asks for them.
 * Its Web Worker and its service worker start here, as soon as config asks for the platform, not once
 * mocks/browser.ts has arrived (index.html may have started both already: the service worker as soon
 * as it read config.json, the worker right after the first paint): the worker generates the network while the page boots, the service worker registers once
 * other apps' service workers are gone. A refused host starts neither.
 */
function startMockPlatform(config: AppConfig, afterForeignWorkers: Promise<unknown>): MockControls {
  const refused = mockPlatformRefusal(config, window.location.hostname) !== null;
  if (refused) discardEarlyMockWorker();
  // index.html may have started it already, right after the first paint.
  const takeWorker = refused
    ? null
    : startWorkerEarly(
        () =>
          takeEarlyMockWorker() ??
          new Worker(new URL('../mocks/platform/worker.ts', import.meta.url), { type: 'module', name: mockWorkerName(window.location.pathname, BASE_URL) }),
      );
  const container = refused ? undefined : navigator.serviceWorker;
  const registration = container
    ? mockWorkerRegistration(() => container.register(`${BASE_URL}${MOCK_SERVICE_WORKER}`, { scope: BASE_URL }), afterForeignWorkers)
    : null;
  // mocks/browser.ts reports a failed registration; until it awaits it, it is not an unhandled rejection.
  registration?.catch(() => undefined);
  const mock = import('../mocks/browser');
  return {
    ready: mock.then((m) => m.startMockPlatform(config, BASE_URL, { takeWorker, registration })),
    resetData: () => mock.then((m) => m.resetMockData()),
  };
}

/**
 * config.json, read until it is valid: a request that failed or stalled (loadConfig gives up after
 * CONFIG_TIMEOUT_MS) shows the error page with Retry, which asks again with a fresh request; a
 * config.json that is wrong shows the page for good.
 */
async function loadConfigOrExplain(root: Root, bootShell: BootShell): Promise<ConfigLoadResult> {
  let started = takeEarlyConfigFetch();
  for (;;) {
    const result = await loadConfig(`${BASE_URL}config.json`, started);
    started = undefined;
    if (result.ok) return result;
    discardEarlyMockWorker();
    bootShell.release();
    // Only a broken config.json shows this page: its own chunk keeps it off every normal first load.
    const { ConfigErrorPage } = await import('@/app/boot/ConfigErrorPage');
    if (!('retryable' in result)) {
      root.render(<ConfigErrorPage configKey={result.key} reason={result.reason} />);
      return result;
    }
    await new Promise<void>((retry) => root.render(<ConfigErrorPage configKey={result.key} reason={result.reason} onRetry={retry} />));
    root.render(<BootStatus>Loading configuration…</BootStatus>);
  }
}

async function boot() {
  const container = document.getElementById('root');
  if (!container) return;
  // index.html may be showing the landing's static first view: it stays until the live landing is rendered.
  const bootShell = holdBootShell(container);
  if (isFramed()) {
    bootShell.release();
    container.replaceChildren();
    return;
  }
  // The first screen's chunk (and the chunks it starts) load while the config does, not after it.
  const firstScreen = screenAtAddress();
  void firstScreen.screen.preload().catch(() => undefined);
  // Runs while the config loads; the mock platform registers its own worker only once this is done.
  const foreignWorkersGone = unregisterForeignServiceWorkers().catch(() => 0);

  // The first screen's texts load, and i18next starts with them, beside its code, in the language
  // index.html found the app will choose (AppRoot takes that instance).
  if (isLanguage(bootShell.language)) startI18n(bootShell.language, firstScreen.namespaces);

  const root = createRoot(container);
  const result = await loadConfigOrExplain(root, bootShell);
  if (!result.ok) return;
  // Signing in comes first with Auth0, not the landing.
  rememberBootShell(!result.config.auth0);
  if (result.config.auth0) bootShell.release();
  const mockControls = result.config.mockPlatform ? startMockPlatform(result.config, foreignWorkersGone) : undefined;
  // The identity provider's and the first screen's code first: the first render then suspends on
  // neither, and React has no fallback to hold the app's reveal back for (up to 300 ms after it
  // showed). Should one fail (offline), the render meets the same failure where the app shows it.
  await Promise.all([preloadIdentity(result.config), firstScreen.screen.preload()]).catch(() => undefined);
  // Not a transition: this first render is small (AppRoot shows a status line until i18n is ready and
  // then renders the shell and screen in a transition of its own), and it makes the store, whose
  // first events start the first screen's calls, without waiting behind the scheduler's slices.
  root.render(
    <StrictMode>
      <App config={result.config} mockControls={mockControls} />
    </StrictMode>,
  );
}

void boot();
