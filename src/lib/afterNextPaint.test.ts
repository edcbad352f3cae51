import { describe, expect, it, vi } from 'vitest';
import { afterNextPaint, AFTER_PAINT_CEILING_MS } from './afterNextPaint';

/** A window whose frames and timers the test runs by hand. */
function fakeWindow() {
  const frames = new Map<number, () => void>();
  let next = 1;
  vi.useFakeTimers();
  const win = {
    requestAnimationFrame: (callback: () => void) => {
      frames.set(next, callback);
      return next++;
    },
    cancelAnimationFrame: (handle: number) => void frames.delete(handle),
    setTimeout: ((callback: () => void, ms?: number) => setTimeout(callback, ms)) as unknown as Window['setTimeout'],
    clearTimeout: ((handle?: number) => clearTimeout(handle)) as Window['clearTimeout'],
  } as unknown as Parameters<typeof afterNextPaint>[2];
  /** The browser renders a frame: the frame callbacks run, then the paint. */
  const paint = () => {
    const due = [...frames.values()];
    frames.clear();
    due.forEach((callback) => callback());
  };
  return { win, paint };
}

describe('afterNextPaint', () => {
  it('runs the task in the task after the next frame, not in the frame’s callback', () => {
    const { win, paint } = fakeWindow();
    const task = vi.fn();
    afterNextPaint(task, AFTER_PAINT_CEILING_MS, win);
    expect(task).not.toHaveBeenCalled();
    paint();
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(0);
    expect(task).toHaveBeenCalledTimes(1);
    // Once only: the ceiling that follows does not run it again.
    vi.advanceTimersByTime(AFTER_PAINT_CEILING_MS);
    expect(task).toHaveBeenCalledTimes(1);
    vi.useRealTimers();
  });

  it('runs the task at the ceiling on a page that paints no frame (a tab in the background)', () => {
    const { win } = fakeWindow();
    const task = vi.fn();
    afterNextPaint(task, 500, win);
    vi.advanceTimersByTime(499);
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(task).toHaveBeenCalledTimes(1);
    vi.useRealTimers();
  });

  it('never runs a cancelled task', () => {
    const { win, paint } = fakeWindow();
    const task = vi.fn();
    const cancel = afterNextPaint(task, 500, win);
    cancel();
    paint();
    vi.advanceTimersByTime(1_000);
    expect(task).not.toHaveBeenCalled();
    vi.useRealTimers();
  });
});
