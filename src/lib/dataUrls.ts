import { isEmailAddress } from './email';

/**
 * URLs that arrive in data (the claims service's menu, a supplier's logoURL) are used only when
 * they lead to a web page: http(s), or a path resolved against this page. `javascript:`, `data:`,
 * `vbscript:`, `blob:`, `file:` and the rest are refused (null), so no data can run script on the
 * app's origin through a link or an image (issue 34).
 */
export function webUrl(url: unknown, currentHref: string = window.location.href): string | null {
  if (typeof url !== 'string') return null;
  const text = url.trim();
  if (!text) return null;
  try {
    const { protocol } = new URL(text, currentHref);
    return protocol === 'http:' || protocol === 'https:' ? text : null;
  } catch {
    return null;
  }
}

/**
 * A `mailto:` link for an address from data, only when it passes the project's one email rule
 * (lib/email): `a@b.com?bcc=x@evil` gives none. Each part is percent-encoded as well, so characters
 * the rule lets through in a local part (`?`, `&`, `#`, `%`) can never add headers or a body.
 */
export function mailtoHref(address: unknown): string | null {
  if (typeof address !== 'string' || !isEmailAddress(address)) return null;
  const text = address.trim();
  const at = text.lastIndexOf('@');
  return `mailto:${encodeURIComponent(text.slice(0, at))}@${encodeURIComponent(text.slice(at + 1))}`;
}
