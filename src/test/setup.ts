import '@testing-library/jest-dom/vitest';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { cleanup } from '@testing-library/react';
import { server } from '../../mocks/node';
import { resetDb } from '../../mocks/db';
import { stopTestStores } from './liveStores';
import { clearToasts } from '@/ui/toastQueue';

// Every test talks to the real handlers through msw/node and starts from a fresh database.
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => resetDb());
afterEach(() => {
  cleanup();
  stopTestStores();
  // The toast queue is global (sagas raise toasts): one test's toasts must not show in the next.
  clearToasts();
  server.resetHandlers();
  window.sessionStorage.clear();
});
afterAll(() => server.close());
