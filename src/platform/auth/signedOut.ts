import { browser } from '../browser/browser';

/**
 * HTTP 401 sends the browser to the root domain (spec 01 §8). When that page brings the buyer
 * straight back into another 401 (a misconfigured rootDomainUrl such as "/", or a sign-in that does
 * not take), leaving again would loop: the page reloaded five times in eight seconds. So the app
 * leaves at most once in a while and otherwise says the buyer is signed out.
 */

/** sessionStorage key: when this tab last left for the root domain on a 401 (epoch ms). */
export const LEFT_ON_401_KEY = 'findsuppliers.leftOn401';
/** A 401 this soon after leaving for the root domain means the round trip did not sign the buyer in. */
export const REDIRECT_LOOP_WINDOW_MS = 2 * 60 * 1000;

export interface UnauthorizedHandlerOptions {
  rootDomainUrl: string;
  /** Leaves the page (platform/browser by default, which tests observe). */
  leave?: (url: string) => void;
  /** Show the signed-out page instead of leaving. */
  showSignedOut: () => void;
  storage?: Pick<Storage, 'getItem' | 'setItem'>;
  now?: () => number;
}

function readSafely(storage: Pick<Storage, 'getItem'>): number | null {
  try {
    const value = Number(storage.getItem(LEFT_ON_401_KEY));
    return Number.isFinite(value) && value > 0 ? value : null;
  } catch {
    return null;
  }
}

/** The clients' onUnauthorized: leave once (however many calls fail at once), or show signed out. */
export function createUnauthorizedHandler({
  rootDomainUrl, leave = (url) => browser.leave(url), showSignedOut, storage = window.sessionStorage, now = Date.now,
}: UnauthorizedHandlerOptions): () => void {
  let handled = false;
  return () => {
    if (handled) return;
    handled = true;
    const leftAt = readSafely(storage);
    if (leftAt !== null && now() - leftAt < REDIRECT_LOOP_WINDOW_MS) {
      showSignedOut();
      return;
    }
    try {
      storage.setItem(LEFT_ON_401_KEY, String(now()));
    } catch {
      // Without storage a loop cannot be told apart; showing the page is the safe side.
      showSignedOut();
      return;
    }
    leave(rootDomainUrl);
  };
}

// One handler per app instance (keyed by its state setter), so calls failing together leave once.
const handlers = new WeakMap<(signedOut: boolean) => void, () => void>();

/** The app's onUnauthorized, loaded on the first 401: `setSignedOut(true)` shows the signed-out page. */
export function unauthorized(rootDomainUrl: string, setSignedOut: (signedOut: boolean) => void): void {
  let handler = handlers.get(setSignedOut);
  if (!handler) {
    handler = createUnauthorizedHandler({ rootDomainUrl, showSignedOut: () => setSignedOut(true) });
    handlers.set(setSignedOut, handler);
  }
  handler();
}
