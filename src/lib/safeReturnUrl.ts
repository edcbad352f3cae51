/**
 * Return URLs (returnUrl, src, backTo, originUrl, Auth0's returnTo) are honoured only on the
 * current origin: scheme, host and port (issue 34; specs 02 §2 and 03 §2 say "hostname", but another
 * port or plain http on the same host is another site that can phish); anything else falls back to
 * the default route.
 */
export function isSameOrigin(url: string, currentHref: string = window.location.href): boolean {
  try {
    const target = new URL(url, currentHref);
    const current = new URL(currentHref);
    return (target.protocol === 'http:' || target.protocol === 'https:') && target.origin === current.origin;
  } catch {
    return false;
  }
}

export function safeReturnUrl(url: string | null | undefined, fallback: string, currentHref?: string): string {
  if (!url) return fallback;
  return isSameOrigin(url, currentHref) ? url : fallback;
}

/**
 * The in-app path (below `basename`, with its query) of a URL on the current origin, or null for
 * anything else: lets a return URL that passed safeReturnUrl be followed without a page load.
 */
export function pathBelow(url: string, basename: string, currentHref: string = window.location.href): string | null {
  try {
    const target = new URL(url, currentHref);
    if (target.origin !== new URL(currentHref).origin) return null;
    if (target.pathname !== basename && !target.pathname.startsWith(`${basename}/`)) return null;
    return `${target.pathname.slice(basename.length) || '/'}${target.search}`;
  } catch {
    return null;
  }
}

/** Where a return address that passed the guard leads: a page of this app, or another page on this origin. */
export type ReturnAddress = { inApp: string } | { page: string };

/**
 * The one way app code follows a return address (returnUrl, src, backTo, Auth0's returnTo): null
 * when it is missing or the guard refuses it; otherwise the in-app path (below `basename`, for
 * the router) when it is this app on this origin, or the full URL of another page on this origin.
 */
export function resolveReturnAddress(
  url: string | null | undefined,
  basename: string,
  currentHref: string = window.location.href,
): ReturnAddress | null {
  const safe = safeReturnUrl(url, '', currentHref);
  if (!safe) return null;
  const inApp = pathBelow(safe, basename, currentHref);
  return inApp === null ? { page: new URL(safe, currentHref).href } : { inApp };
}

/** Only the in-app path of a return address (a redirect that must stay inside the app), or null. */
export function inAppReturnPath(url: string | null | undefined, basename: string, currentHref?: string): string | null {
  const address = resolveReturnAddress(url, basename, currentHref);
  return address && 'inApp' in address ? address.inApp : null;
}

/**
 * A router path handed over in navigation state (the profile's `originUrl`), already relative to
 * `basename`: kept only when it reads back unchanged as a page of this app, so `/\host` or `//host`
 * (which a browser may read as another host) never reach the router.
 */
export function inAppRoutePath(path: unknown, basename: string, currentHref?: string): string | null {
  if (typeof path !== 'string' || !path.startsWith('/') || path.startsWith('//')) return null;
  return inAppReturnPath(`${basename}${path}`, basename, currentHref) === path ? path : null;
}
