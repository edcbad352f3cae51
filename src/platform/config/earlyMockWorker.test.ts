import { describe, expect, it, vi } from 'vitest';
import {
  discardEarlyMockWorker,
  EARLY_MOCK_WORKER,
  mockWorkerRegistration,
  takeEarlyMockWorker,
  type EarlyMockWorkerHolder,
} from './earlyMockWorker';

/** A window as index.html leaves it: the holder of the worker it started (or did not). */
function windowWith(holder: Partial<EarlyMockWorkerHolder> | undefined) {
  const win = {} as Record<string, unknown>;
  if (holder) win[EARLY_MOCK_WORKER] = { worker: null, failure: null, taken: false, ...holder };
  return { win: win as unknown as Window, holder: win[EARLY_MOCK_WORKER] as EarlyMockWorkerHolder | undefined };
}

const fakeWorker = () => ({ terminate: vi.fn() }) as unknown as Worker & { terminate: ReturnType<typeof vi.fn> };

describe('the mock platform worker index.html started', () => {
  it('is handed to the app once', () => {
    const worker = fakeWorker();
    const { win } = windowWith({ worker });
    expect(takeEarlyMockWorker(win)).toBe(worker);
    expect(takeEarlyMockWorker(win)).toBeNull();
  });

  it('that already failed is stopped, and taking it throws why, as creating a worker that cannot run would', () => {
    const worker = fakeWorker();
    const { win } = windowWith({ worker, failure: 'its script did not load' });
    expect(() => takeEarlyMockWorker(win)).toThrow('its script did not load');
    expect(worker.terminate).toHaveBeenCalledTimes(1);
  });

  it('when index.html started none yet, the app starts its own and index.html is told not to start one later', () => {
    const { win, holder } = windowWith({});
    expect(takeEarlyMockWorker(win)).toBeNull();
    expect(holder?.taken).toBe(true);
  });

  it('without index.html (tests, the dev server before its first script) there is none', () => {
    expect(takeEarlyMockWorker(windowWith(undefined).win)).toBeNull();
  });

  it('stops when the app will not run the mock platform', () => {
    const worker = fakeWorker();
    const { win } = windowWith({ worker });
    discardEarlyMockWorker(win);
    expect(worker.terminate).toHaveBeenCalledTimes(1);
    expect(takeEarlyMockWorker(win)).toBeNull();
  });

  it('unregisters the service worker index.html registered when the app will not run the mock platform', async () => {
    const registration = { unregister: vi.fn(() => Promise.resolve(true)) };
    const { win } = windowWith({ worker: fakeWorker(), registration: Promise.resolve(registration) });
    discardEarlyMockWorker(win);
    await vi.waitFor(() => expect(registration.unregister).toHaveBeenCalledTimes(1));
  });
});

describe("the mock platform's service worker registration the app waits for", () => {
  const never = new Promise<never>(() => undefined);

  it("is index.html's when it made one: the app registers nothing, nor waits for other apps' workers to go", async () => {
    const made = { scope: '/findsuppliers/' };
    const register = vi.fn(() => Promise.resolve({ scope: 'app' }));
    const { win } = windowWith({ registration: Promise.resolve(made) });
    await expect(mockWorkerRegistration(register, never, win)).resolves.toBe(made);
    expect(register).not.toHaveBeenCalled();
  });

  it("is the app's own, made once other apps' workers are gone, when index.html found one of theirs", async () => {
    let foreignGone: () => void = () => undefined;
    const afterForeignWorkers = new Promise<void>((resolve) => (foreignGone = resolve));
    const register = vi.fn(() => Promise.resolve({ scope: 'app' }));
    const { win } = windowWith({ registration: Promise.resolve(null) });
    const registration = mockWorkerRegistration(register, afterForeignWorkers, win);
    await Promise.resolve();
    expect(register).not.toHaveBeenCalled();
    foreignGone();
    await expect(registration).resolves.toEqual({ scope: 'app' });
    expect(register).toHaveBeenCalledTimes(1);
  });

  it("is the app's own when index.html started nothing (the dev server, or the app came first)", async () => {
    const register = vi.fn(() => Promise.resolve({ scope: 'app' }));
    await expect(mockWorkerRegistration(register, Promise.resolve(), windowWith({}).win)).resolves.toEqual({ scope: 'app' });
    await expect(mockWorkerRegistration(register, Promise.resolve(), windowWith(undefined).win)).resolves.toEqual({ scope: 'app' });
  });

  it("rejects as index.html's registration failed, for the platform to report", async () => {
    const { win } = windowWith({ registration: Promise.reject(new Error('SecurityError')) });
    await expect(mockWorkerRegistration(vi.fn(), Promise.resolve(), win)).rejects.toThrow('SecurityError');
  });
});
