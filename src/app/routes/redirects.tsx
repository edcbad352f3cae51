import { href, Navigate, useLocation, useParams } from '@/platform/router';

/** The query parameters a redirect to the overview carries along (spec 02 §2.2; followed only through lib/safeReturnUrl). */
const CARRIED = ['returnUrl', 'src'] as const;

/**
 * The bare profile path and any unknown path under /supplier/{supplierId}, at every level of the
 * tree (a tab, /compliance/…, /connections/…, /compliance/work-categories/…), open the overview,
 * carrying the query's returnUrl (and src) along (spec 02 §2.2, spec 03 §2).
 */
export function ToOverview() {
  const { supplierId = '' } = useParams();
  const query = new URLSearchParams(useLocation().search);
  const kept = Object.fromEntries(CARRIED.map((key) => [key, query.get(key)]));
  return <Navigate to={href.supplier.overview({ supplierId }, kept)} replace />;
}

/** /reporting is the old address of the risk analytics summary (spec 02 §2.2). */
export function ToRiskAnalytics() {
  const { supplierId = '' } = useParams();
  return <Navigate to={href.supplier.riskAnalytics({ supplierId })} replace />;
}
