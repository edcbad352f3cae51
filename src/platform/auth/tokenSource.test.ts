import { describe, expect, it } from 'vitest';
import { expiringTokenSource, TOKEN_MARGIN_MS, tokenAfterReady } from './tokenSource';

/** A JWT whose payload says it expires at `exp` (seconds); the signature is not read here. */
const jwt = (exp: number) => `header.${btoa(JSON.stringify({ exp })).replace(/=+$/, '')}.signature`;

describe('expiringTokenSource (Auth0)', () => {
  it('gives the last token at once while it has more than a minute to live, then asks again', async () => {
    let clock = 1_000_000;
    const token = jwt((clock + 10 * 60_000) / 1000);
    const source = expiringTokenSource(async () => token, () => clock);
    expect(source.peekToken()).toBeUndefined();

    expect(await source.getToken()).toBe(token);
    expect(source.peekToken()).toBe(token);

    clock += 10 * 60_000 - TOKEN_MARGIN_MS - 1;
    expect(source.peekToken()).toBe(token);
    clock += 1;
    expect(source.peekToken()).toBeUndefined();
  });

  it('never holds a token it cannot read the expiry of (an opaque one is asked for every time)', async () => {
    const opaque = expiringTokenSource(async () => 'opaque-token');
    expect(await opaque.getToken()).toBe('opaque-token');
    expect(opaque.peekToken()).toBeUndefined();
  });

  it('forgets a held token when the next ask gives none', async () => {
    const clock = 1_000_000;
    let next: string | undefined = jwt((clock + 3_600_000) / 1000);
    const source = expiringTokenSource(async () => next, () => clock);
    await source.getToken();
    expect(source.peekToken()).toBe(next);
    next = undefined;
    expect(await source.getToken()).toBeNull();
    expect(source.peekToken()).toBeUndefined();
  });
});

describe('tokenAfterReady (mock platform)', () => {
  it('has no token to give at once until the platform is ready; calls asking wait for it', async () => {
    let markReady: () => void = () => undefined;
    const ready = new Promise<void>((resolve) => (markReady = resolve));
    const source = tokenAfterReady(ready, () => 'mock-token:1');
    expect(source.peekToken()).toBeUndefined();
    let asked: string | null = null;
    const waiting = source.getToken().then((token) => (asked = token));
    await Promise.resolve();
    expect(asked).toBeNull();

    markReady();
    await waiting;
    expect(asked).toBe('mock-token:1');
    expect(source.peekToken()).toBe('mock-token:1');
  });

  it('gives the token at once when there is no platform to wait for', () => {
    expect(tokenAfterReady(undefined, () => 'mock-token:2').peekToken()).toBe('mock-token:2');
  });
});
