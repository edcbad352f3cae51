/**
 * Stands in for `tldts` in the production build of the mock platform's worker (vite.config.ts).
 * msw keeps a cookie jar (tough-cookie) whose only use of tldts is `getDomain`: the registrable
 * domain under which it files and finds cookies. tldts carries the whole public suffix list, half of
 * the worker's script (~250 of ~550 KB) that every cold start downloads, compiles and evaluates. The
 * mock platform's calls carry a bearer token and its handlers neither set nor read cookies, so the
 * last two labels of the host serve the jar as well as the list does.
 */
export function getDomain(hostname: string): string | null {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  // An IP address has no registrable domain (as tldts answers); tough-cookie then files cookies under the host itself.
  if (/^\d{1,3}(\.\d{1,3}){3}$/.test(host) || host.includes(':')) return null;
  const labels = host.split('.').filter(Boolean);
  return labels.length >= 2 ? labels.slice(-2).join('.') : null;
}
