/**
 * Knowledge-base and feedback links live on the product host (config.productHostUrl). A link is
 * only rendered when it resolves to http(s) on the current host or the configured product host,
 * so a bad configuration cannot turn it into a script URL or a foreign site.
 */
export const PRODUCT_LINKS = {
  knowledgeBase: 'support/knowledge-base/find-suppliers',
  feedback: 'support/feedback',
} as const;

export function productLink(productHostUrl: string, path: string, currentOrigin: string): string | null {
  try {
    const current = new URL(currentOrigin);
    const base = new URL(productHostUrl || '/', current);
    if (!base.pathname.endsWith('/')) base.pathname += '/';
    const url = new URL(path, base);
    const allowedHost = url.hostname === current.hostname || url.hostname === base.hostname;
    return allowedHost && (url.protocol === 'https:' || url.protocol === 'http:') ? url.toString() : null;
  } catch {
    return null;
  }
}
