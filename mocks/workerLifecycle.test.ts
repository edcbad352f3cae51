import { afterEach, describe, expect, it, vi } from 'vitest';
import { handleMockWorkerUpdateFailures, isMockWorkerUpdateFailure, reloadIfUncontrolled } from './workerLifecycle';

const WORKER = 'http://localhost/findsuppliers/mockServiceWorker.js';
const updateFailure = new TypeError(
  `Failed to update a ServiceWorker for scope ('http://localhost/findsuppliers/') with script ('${WORKER}'): Not found`,
);

afterEach(() => vi.restoreAllMocks());

describe("msw's uncaught update() of the mock worker", () => {
  it('is recognised by its message and our script only', () => {
    expect(isMockWorkerUpdateFailure(updateFailure, WORKER)).toBe(true);
    expect(isMockWorkerUpdateFailure(new TypeError(updateFailure.message.replace('mockServiceWorker', 'sw')), WORKER)).toBe(false);
    expect(isMockWorkerUpdateFailure(new Error('Network Error'), WORKER)).toBe(false);
    expect(isMockWorkerUpdateFailure(updateFailure.message, WORKER)).toBe(false);
  });

  it('is handled (the page reports no error); other rejections are left alone', () => {
    vi.spyOn(console, 'info').mockImplementation(() => undefined);
    const win = new EventTarget() as Window;
    handleMockWorkerUpdateFailures(WORKER, win);
    const rejection = (reason: unknown) => Object.assign(new Event('unhandledrejection', { cancelable: true }), { reason });
    const ours = rejection(updateFailure);
    const other = rejection(new Error('Network Error'));
    win.dispatchEvent(ours);
    win.dispatchEvent(other);
    expect(ours.defaultPrevented).toBe(true);
    expect(other.defaultPrevented).toBe(false);
  });
});

describe('reloadIfUncontrolled', () => {
  const container = (scriptURL: string | null) => {
    const target = new EventTarget();
    return { serviceWorker: Object.assign(target, { controller: scriptURL ? { scriptURL } : null }) } as unknown as Navigator;
  };
  const storage = () => {
    const values = new Map<string, string>();
    return {
      getItem: (k: string) => values.get(k) ?? null,
      setItem: (k: string, v: string) => void values.set(k, v),
      removeItem: (k: string) => void values.delete(k),
    } as unknown as Storage;
  };

  it('does nothing for a page under the mock worker', async () => {
    const reload = vi.fn();
    expect(await reloadIfUncontrolled(WORKER, { nav: container(WORKER), storage: storage(), reload })).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });

  it('waits for the worker to claim the page before judging', async () => {
    const reload = vi.fn();
    const nav = container(null);
    const pending = reloadIfUncontrolled(WORKER, { nav, storage: storage(), reload });
    Object.assign(nav.serviceWorker, { controller: { scriptURL: WORKER } });
    nav.serviceWorker.dispatchEvent(new Event('controllerchange'));
    expect(await pending).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });

  it('reloads an uncontrolled page, but not the page that reload loaded (no loop)', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const reload = vi.fn();
    const deps = { nav: container(null), storage: storage(), reload, claimWaitMs: 0 };
    expect(await reloadIfUncontrolled(WORKER, deps)).toBe(true);
    expect(await reloadIfUncontrolled(WORKER, deps)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    // A later page (another navigation) may reload again.
    expect(await reloadIfUncontrolled(WORKER, deps)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });
});
