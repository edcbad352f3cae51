import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { useEmbedState } from '../components/powerBi/useEmbedState';
import { shouldReloadAfterError } from './reloadOnce';

afterEach(() => window.sessionStorage.clear());

describe('risk radar reload on an embed error, at most once (spec 02 §2.7)', () => {
  it('the first error reloads, no later one does (two errors before the reload, or more after it)', () => {
    expect(shouldReloadAfterError(100036)).toBe(true);
    // A second error arriving before the reload, then errors after it: none reloads again.
    expect(shouldReloadAfterError(100036)).toBe(false);
    expect(shouldReloadAfterError(100036)).toBe(false);
    expect(shouldReloadAfterError(100036)).toBe(false);
  });

  it('each supplier has its own mark', () => {
    expect(shouldReloadAfterError(1)).toBe(true);
    expect(shouldReloadAfterError(2)).toBe(true);
    expect(shouldReloadAfterError(1)).toBe(false);
  });

  it('does not reload when the mark cannot be kept (storage refused)', () => {
    const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(shouldReloadAfterError(3)).toBe(false);
    setItem.mockRestore();
  });

  it('an error the page handles (reload) keeps the embed loading; otherwise it is unavailable', () => {
    let reload = true;
    const { result } = renderHook(() => useEmbedState(true, () => reload));
    act(() => result.current.onFailed());
    expect(result.current.state).toBe('loading');
    reload = false;
    act(() => result.current.onFailed());
    expect(result.current.state).toBe('unavailable');
  });
});
