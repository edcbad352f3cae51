import '@testing-library/jest-dom/vitest';
import './ownerStacks';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { server } from '../../mocks/node';
import { resetDb } from '../../mocks/db';
import { stopTestStores } from './liveStores';
import { clearToasts } from '@/ui/toastQueue';
import { printDomOnlyWhenRead } from './lazyElementError';

// One timeout policy for every findBy*/waitFor: long enough for a lazy chunk's first transform and
// a saga round trip on a busy 2-core machine. Lazy screens are awaited before render (renderApp).
// A ceiling, never a wait: a passing query returns as soon as it matches. 20 s, not 10: in a full
// run a profile tab's first render in jsdom (frame, shell, tab and their calls) took 10 s once on
// both busy cores, with nothing left to load (the work-categories phone test; ~5 s with the machine
// half as busy).
configure({ asyncUtilTimeout: 20_000 });
printDomOnlyWhenRead();

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
// A test's store may have started loading the late features (AppRoot does once idle) when its file
// ends: the file's environment must not be torn down mid-import. The workers share one module graph
// (isolate: false), and an import broken that way left every later invite test of the worker waiting.
// Awaiting the same module settles that import; where none started, it loads the module once.
// Any other import still in flight is awaited too (vitest's own wait for dynamic imports): a lazy
// part a test rendered last (the landing's supply-chain search box) was once still being fetched as
// its file ended; the fetch failed with the teardown, and every later landing in that worker met the
// cached failure and timed out (16 tests in 4 files, none of them at fault).
afterAll(async () => {
  await import('@/app/lateFeatures');
  await vi.dynamicImportSettled();
  server.close();
}, 60_000);
