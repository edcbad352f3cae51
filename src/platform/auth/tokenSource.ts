import { decodeJwtPayload } from './auth0Claims';

/**
 * Where the HTTP clients get the buyer's token (platform/http createClient): `getToken` asks for it,
 * and may wait (Auth0 refreshing it, the mock platform starting); `peekToken` gives it at once when
 * it is known to be good now, and undefined when it must be asked for. With it a call leaves in the
 * task of the click that made it, before React renders that click. Tokens stay in memory only.
 */
export interface TokenSource {
  getToken: () => Promise<string | null>;
  peekToken: () => string | null | undefined;
}

/** A token is used without asking again only while it has at least this long to live. */
export const TOKEN_MARGIN_MS = 60_000;

/**
 * Auth0's access token: the last one `ask` gave, while its own `exp` claim is more than a minute
 * away. A token without a readable `exp` (opaque) is asked for every time, as before.
 */
export function expiringTokenSource(ask: () => Promise<string | null | undefined>, now: () => number = Date.now): TokenSource {
  let held: { token: string; goodUntil: number } | null = null;
  return {
    async getToken() {
      const token = (await ask()) ?? null;
      const exp = token ? decodeJwtPayload(token).exp : undefined;
      held = token && typeof exp === 'number' ? { token, goodUntil: exp * 1000 - TOKEN_MARGIN_MS } : null;
      return token;
    },
    peekToken: () => (held && now() < held.goodUntil ? held.token : undefined),
  };
}

/**
 * The mock platform's token: known at once (it never expires), but only once the platform is ready,
 * so the first calls wait for it as they always did.
 */
export function tokenAfterReady(ready: Promise<unknown> | undefined, token: () => string): TokenSource {
  let isReady = !ready;
  void ready?.then(() => {
    isReady = true;
  });
  return {
    getToken: async () => {
      await ready;
      return token();
    },
    peekToken: () => (isReady ? token() : undefined),
  };
}
