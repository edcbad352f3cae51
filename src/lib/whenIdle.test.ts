import { describe, expect, it, vi } from 'vitest';
import { IDLE_TIMEOUT_MS, whenIdle } from './whenIdle';

describe('whenIdle', () => {
  it('hands the task to requestIdleCallback, with a deadline', () => {
    const requestIdleCallback = vi.fn((_task: () => void, _options?: { timeout: number }) => 7);
    const task = vi.fn();
    whenIdle(task, IDLE_TIMEOUT_MS, { setTimeout, clearTimeout, requestIdleCallback, cancelIdleCallback: vi.fn() } as never);
    expect(requestIdleCallback).toHaveBeenCalledWith(task, { timeout: IDLE_TIMEOUT_MS });
    expect(task).not.toHaveBeenCalled();
  });

  it('cancels a task not yet run', () => {
    const cancelIdleCallback = vi.fn();
    const cancel = whenIdle(vi.fn(), 500, { setTimeout, clearTimeout, requestIdleCallback: () => 7, cancelIdleCallback } as never);
    cancel();
    expect(cancelIdleCallback).toHaveBeenCalledWith(7);
  });

  it('falls back to a timeout where requestIdleCallback is missing', async () => {
    vi.useFakeTimers();
    try {
      const task = vi.fn();
      const cancelled = vi.fn();
      whenIdle(task, 500, { setTimeout, clearTimeout } as never);
      whenIdle(cancelled, 500, { setTimeout, clearTimeout } as never)();
      expect(task).not.toHaveBeenCalled();
      await vi.runAllTimersAsync();
      expect(task).toHaveBeenCalledTimes(1);
      expect(cancelled).not.toHaveBeenCalled();
    } finally {
      vi.useRealTimers();
    }
  });
});
