import { useEffect, useState } from 'react';
import { inAppRoutePath, resolveReturnAddress, type ReturnAddress } from '@/lib/safeReturnUrl';
import { BASENAME, href, useLocation } from '@/platform/router';

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
  return refused ? { inApp: href.landing() } : null;
}

const originUrlOf = (state: unknown): unknown => (state as { originUrl?: unknown } | null)?.originUrl;

/**
 * The originUrl the open profile arrived with (spec 02 §2.2 navigation state). Navigation state
 * lives on one history entry: the redirect from the bare path and every tab switch drop it, so the
 * profile remembers it for as long as it stays open (useRememberProfileOrigin) — issue 37 item 1.
 */
let rememberedOrigin: unknown = null;

/** Mounted once by the profile (SupplierProfile): keeps the originUrl it was opened with across its tabs. */
export function useRememberProfileOrigin(): void {
  const incoming = originUrlOf(useLocation().state);
  const [origin, setOrigin] = useState<unknown>(incoming ?? null);
  // Opened again with a new origin (from another search page) while still mounted: that one counts.
  if (incoming && incoming !== origin) setOrigin(incoming);
  useEffect(() => {
    rememberedOrigin = origin;
    return () => {
      rememberedOrigin = null;
    };
  }, [origin]);
}

/**
 * What the Close profile button returns to: the in-app page the profile was opened from (navigation
 * state, or the one remembered since it opened), else the search.
 */
export function closeTarget(state: unknown, currentHref: string): string {
  const origin = originUrlOf(state) ?? rememberedOrigin;
  return inAppRoutePath(origin, BASENAME, currentHref) ?? href.landing();
}
