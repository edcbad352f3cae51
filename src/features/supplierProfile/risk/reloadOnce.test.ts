import { afterEach, describe, expect, it } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { useEmbedState } from '../components/powerBi/useEmbedState';
import { clearReloadMark, shouldReloadAfterError } from './reloadOnce';

afterEach(() => window.sessionStorage.clear());

describe('risk radar reload on an embed error, at most once (spec 02 §2.7)', () => {
  it('the first error reloads, the next one does not (no reload loop)', () => {
    expect(shouldReloadAfterError(100036)).toBe(true);
    expect(shouldReloadAfterError(100036)).toBe(false);
    // After giving up, a later visit may try one reload again.
    expect(shouldReloadAfterError(100036)).toBe(true);
  });

  it('a report that loaded clears the mark; each supplier has its own', () => {
    expect(shouldReloadAfterError(1)).toBe(true);
    clearReloadMark(1);
    expect(shouldReloadAfterError(1)).toBe(true);
    expect(shouldReloadAfterError(2)).toBe(true);
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
