/**
 * The route table (spec 01 §2, spec 02 §2). Router basename is /findsuppliers. It lives below app/
 * so that features can link to each other's routes without importing app/ (imports flow one way).
 */
export const BASENAME = '/findsuppliers';

export const paths = {
  landing: '/source-supplier',
  filters: '/source-supplier/search-filters',
  results: '/source-supplier/search-results',
  /** Nested route base: screens below it read :supplierId and match their own tab paths. */
  supplierBase: '/supplier/:supplierId',
  supplier: (supplierId: string | number) => `/supplier/${encodeURIComponent(String(supplierId))}`,
  invite: '/invite-supplier',
} as const;

/** Adds ?sid= when a search session exists. */
export const withSid = (path: string, sid: string | null | undefined) =>
  sid ? `${path}?sid=${encodeURIComponent(sid)}` : path;
