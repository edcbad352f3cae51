import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { loadConfig } from '@/platform/config';
import { App } from '@/app/App';
import { isFramed, unregisterForeignServiceWorkers } from '@/app/boot/environment';
import type { MockControls } from '@/app/shell/mockControls';

const BASE_URL = import.meta.env.BASE_URL;

/** Null when the page reloads to get under the mock worker (mocks/workerLifecycle.ts). */
async function startMockPlatform(): Promise<MockControls | null> {
  // A lazy chunk: the mock platform's code and data never load unless config asks for them.
  const mock = await import('../mocks/browser');
  const started = await mock.startMockPlatform(BASE_URL, window.location.search);
  return started ? { resetData: mock.resetMockData } : null;
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
  let mockControls: MockControls | undefined;
  if (result.config.mockPlatform) {
    await foreignWorkersGone;
    const started = await startMockPlatform();
    if (!started) return;
    mockControls = started;
  }
  root.render(
    <StrictMode>
      <App config={result.config} mockControls={mockControls} />
    </StrictMode>,
  );
}

void boot();
