import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { loadConfig } from '@/platform/config';
import { App } from '@/app/App';
import { isFramed, unregisterForeignServiceWorkers } from '@/app/boot/environment';
import type { MockControls } from '@/app/shell/mockControls';

const BASE_URL = import.meta.env.BASE_URL;

/**
 * Starts the mock platform beside the first render: the app's calls wait for `ready` (LocalApp), so
 * none reaches the network before the mock service worker is there. A page that reloads to get under
 * that worker (mocks/workerLifecycle.ts) never lets them go.
 */
function startMockPlatform(afterForeignWorkers: Promise<unknown>): MockControls {
  // A lazy chunk: the mock platform's code and data never load unless config asks for them.
  const mock = import('../mocks/browser');
  const started = afterForeignWorkers.then(() => mock).then((m) => m.startMockPlatform(BASE_URL, window.location.search));
  return {
    ready: started.then(
      (ok) => (ok ? undefined : new Promise<never>(() => undefined)),
      (error: unknown) => console.error('Mock platform did not start; calls go to the network.', error),
    ),
    resetData: () => mock.then((m) => m.resetMockData()),
  };
}

async function boot() {
  const container = document.getElementById('root');
  if (!container) return;
  if (isFramed()) {
    container.replaceChildren();
    return;
  }
  // Runs while the config loads; the mock platform registers its own worker only once this is done.
  const foreignWorkersGone = unregisterForeignServiceWorkers().catch(() => 0);

  const root = createRoot(container);
  const result = await loadConfig(`${BASE_URL}config.json`);
  if (!result.ok) {
    // Only a broken config.json shows this page: its own chunk keeps it off every normal first load.
    const { ConfigErrorPage } = await import('@/app/boot/ConfigErrorPage');
    root.render(<ConfigErrorPage configKey={result.key} reason={result.reason} />);
    return;
  }
  const mockControls = result.config.mockPlatform ? startMockPlatform(foreignWorkersGone) : undefined;
  // A transition: React renders the app in slices and lets the browser paint and answer input in
  // between, instead of one long task (the first render of the shell and landing is large).
  startTransition(() =>
    root.render(
      <StrictMode>
        <App config={result.config} mockControls={mockControls} />
      </StrictMode>,
    ),
  );
}

void boot();
