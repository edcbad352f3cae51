import { describe, expect, it, vi } from 'vitest';
import { discardEarlyMockWorker, EARLY_MOCK_WORKER, takeEarlyMockWorker, type EarlyMockWorkerHolder } from './earlyMockWorker';

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
});
