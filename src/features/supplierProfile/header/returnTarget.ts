import { inAppRoutePath, resolveReturnAddress, type ReturnAddress } from '@/lib/safeReturnUrl';
import { BASENAME, paths } from '@/platform/router';

/**
 * Where the header's back link goes (spec 02 §2.2): the query's `src`, else its `returnUrl`, each
 * only through the one return-address guard (lib/safeReturnUrl: this origin only). An address
 * that is there but refused leads to the default route (spec 02 §2: never history back, which
 * could be the page that planted it); none at all → null, the previous page.
 */
export function returnTarget(search: string, currentHref: string): ReturnAddress | null {
  const query = new URLSearchParams(search);
  let refused = false;
  for (const key of ['src', 'returnUrl']) {
    const raw = query.get(key);
    if (!raw) continue;
    const address = resolveReturnAddress(raw, BASENAME, currentHref);
    if (address) return address;
    refused = true;
  }
  return refused ? { inApp: paths.landing } : null;
}

/** What the Close profile button returns to: the in-app page the profile was opened from (navigation state), else the search. */
export function closeTarget(state: unknown, currentHref: string): string {
  const origin = (state as { originUrl?: unknown } | null)?.originUrl;
  return inAppRoutePath(origin, BASENAME, currentHref) ?? paths.landing;
}
