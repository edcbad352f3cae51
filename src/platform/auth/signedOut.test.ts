import { describe, expect, it, vi } from 'vitest';
import { createUnauthorizedHandler, LEFT_ON_401_KEY, REDIRECT_LOOP_WINDOW_MS } from './signedOut';

function setup(storedAt: string | null, now = 1_000_000_000) {
  const store = new Map<string, string>();
  if (storedAt !== null) store.set(LEFT_ON_401_KEY, storedAt);
  const storage = { getItem: (k: string) => store.get(k) ?? null, setItem: (k: string, v: string) => void store.set(k, v) };
  const leave = vi.fn();
  const showSignedOut = vi.fn();
  const onUnauthorized = createUnauthorizedHandler({ rootDomainUrl: '/', leave, showSignedOut, storage, now: () => now });
  return { onUnauthorized, leave, showSignedOut, store };
}

describe('a 401', () => {
  it('leaves for the root domain once, however many calls fail together', () => {
    const { onUnauthorized, leave, showSignedOut, store } = setup(null);
    onUnauthorized();
    onUnauthorized();
    onUnauthorized();
    expect(leave).toHaveBeenCalledTimes(1);
    expect(leave).toHaveBeenCalledWith('/');
    expect(showSignedOut).not.toHaveBeenCalled();
    expect(store.get(LEFT_ON_401_KEY)).toBe('1000000000');
  });

  it('right after coming back from the root domain shows signed out instead of leaving again', () => {
    const { onUnauthorized, leave, showSignedOut } = setup(String(1_000_000_000 - 5_000));
    onUnauthorized();
    expect(leave).not.toHaveBeenCalled();
    expect(showSignedOut).toHaveBeenCalledTimes(1);
  });

  it('long after the last trip leaves again, and a corrupt mark counts as none', () => {
    const late = setup(String(1_000_000_000 - REDIRECT_LOOP_WINDOW_MS - 1));
    late.onUnauthorized();
    expect(late.leave).toHaveBeenCalledTimes(1);
    const corrupt = setup('not a time');
    corrupt.onUnauthorized();
    expect(corrupt.leave).toHaveBeenCalledTimes(1);
  });
});
