import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useTableHeight } from './useTableHeight';

const setHeight = (h: number) => Object.defineProperty(window, 'innerHeight', { configurable: true, value: h });

describe('requirement table height (spec 03 §9)', () => {
  afterEach(() => {
    vi.useRealTimers();
    setHeight(768);
  });
  it('is the window height minus 300 px, following a resize only after 500 ms', () => {
    vi.useFakeTimers();
    setHeight(1000);
    const { result } = renderHook(() => useTableHeight());
    expect(result.current).toBe(700);
    setHeight(800);
    act(() => {
      window.dispatchEvent(new Event('resize'));
      vi.advanceTimersByTime(499);
    });
    expect(result.current).toBe(700);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe(500);
  });
  it('is 600 when the window reports no height', () => {
    setHeight(0);
    expect(renderHook(() => useTableHeight()).result.current).toBe(600);
  });
});
