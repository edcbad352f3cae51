/**
 * Return URLs (returnUrl, src, backTo) are honoured only when their hostname equals the current
 * hostname (specs 02 §2, 03 §2); anything else falls back to the default route.
 */
export function isSameHost(url: string, currentHref: string = window.location.href): boolean {
  try {
    const target = new URL(url, currentHref);
    const current = new URL(currentHref);
    return (target.protocol === 'http:' || target.protocol === 'https:') && target.hostname === current.hostname;
  } catch {
    return false;
  }
}

export function safeReturnUrl(url: string | null | undefined, fallback: string, currentHref?: string): string {
  if (!url) return fallback;
  return isSameHost(url, currentHref) ? url : fallback;
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
