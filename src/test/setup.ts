import '@testing-library/jest-dom/vitest';
import './ownerStacks';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { server } from '../../mocks/node';
import { resetDb } from '../../mocks/db';
import { stopTestStores } from './liveStores';
import { clearToasts } from '@/ui/toastQueue';

// One timeout policy for every findBy*/waitFor: long enough for a lazy chunk's first transform and
// a saga round trip on a busy 2-core machine. Lazy screens are awaited before render (renderApp).
configure({ asyncUtilTimeout: 10_000 });

// jsdom has no scrolling; the app scrolls to the top on every navigation (tests spy on this).
window.scrollTo = () => undefined;

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
  // What a test's persona saved (platform/auth/savedLanguages) must not start the next one's session.
  window.localStorage.clear();
});
afterAll(() => server.close());
