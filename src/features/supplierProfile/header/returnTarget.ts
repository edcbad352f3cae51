import { pathBelow, safeReturnUrl } from '@/lib/safeReturnUrl';
import { BASENAME } from '@/platform/router';

/**
 * Where the header's back link goes (spec 02 §2.2): the query's `src`, else its `returnUrl`, each
 * only when its hostname is the current one (lib/safeReturnUrl); null → the previous page.
 * `inApp` is set when the address is a page of this app, so it opens without a page load.
 */
export function returnTarget(search: string, currentHref: string): { url: string; inApp: string | null } | null {
  const query = new URLSearchParams(search);
  for (const key of ['src', 'returnUrl']) {
    const raw = query.get(key);
    const url = raw ? safeReturnUrl(raw, '', currentHref) : '';
    if (url) return { url, inApp: pathBelow(url, BASENAME, currentHref) };
  }
  return null;
}
