import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { warmUpWhenQuiet } from './warmUpWhenQuiet';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe("the mock platform's warm-up", () => {
  it('begins once the first calls have been answered and none came for a while', () => {
    const start = vi.fn();
    const warmUp = warmUpWhenQuiet(start, 250, 2000);
    vi.advanceTimersByTime(400);
    warmUp.callAnswered();
    vi.advanceTimersByTime(200);
    warmUp.callAnswered();
    vi.advanceTimersByTime(200);
    expect(start).not.toHaveBeenCalled();
    vi.advanceTimersByTime(50);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('begins at the latest after its limit, even with no call or calls that never stop', () => {
    const idle = vi.fn();
    warmUpWhenQuiet(idle, 250, 2000);
    vi.advanceTimersByTime(1999);
    expect(idle).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(idle).toHaveBeenCalledTimes(1);

    const busy = vi.fn();
    const warmUp = warmUpWhenQuiet(busy, 250, 2000);
    for (let t = 0; t < 2000; t += 100) {
      warmUp.callAnswered();
      vi.advanceTimersByTime(100);
    }
    expect(busy).toHaveBeenCalledTimes(1);
  });

  it('begins once only', () => {
    const start = vi.fn();
    const warmUp = warmUpWhenQuiet(start, 250, 2000);
    warmUp.callAnswered();
    vi.advanceTimersByTime(250);
    warmUp.callAnswered();
    vi.advanceTimersByTime(5000);
    expect(start).toHaveBeenCalledTimes(1);
  });
});
