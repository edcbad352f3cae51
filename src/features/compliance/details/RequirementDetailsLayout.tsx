import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { href, Navigate, Outlet, useOutletContext, useParams, useSearch } from '@/platform/router';
import { useProfilePolicy } from '@/platform/session/profileSelectors';
import type { DetailRecordKind } from '@/services/requirement/detailRecordsTypes';
import { Spinner } from '@/ui';
import { requirementPagePath } from '../requirements/requirementPaths';
import { detailPolicyFor } from './detailAccess';

// Every detail page is one lazy chunk (the pages share their frame, facts and look-ups; each kind
// is a few lines of view), loaded when the first detail page opens, not with the requirement page.
const DetailPage = lazy(() => import('./DetailPage').then((module) => ({ default: module.DetailPage })));

interface DetailsContext {
  /** The requirement page (app path): Close goes there, and Back when there is no page to go back to. */
  requirementPath: string;
}

interface LayoutProps {
  /** Below /connections (spec 03 §2): the connection answers rule applies. */
  buyerConnection?: boolean;
  /** Below a past submission's page: Close goes back to that page, its query kept (spec 03 §2). */
  historical?: boolean;
}

/**
 * The frame of the read-only detail pages under a requirement (spec 03 §2, §7; the routes are in
 * app/routes/supplierRouteTree.tsx, at platform/router's DETAIL_ROUTES). A buyer without the
 * requirement page's permission is sent to the requirement page, whose own rule (spec 03 §6) takes
 * them on from there, so the two can never disagree about where such a buyer ends up.
 */
export function RequirementDetailsLayout({ buyerConnection = false, historical = false }: LayoutProps) {
  const { t } = useTranslation();
  const search = useSearch();
  const { supplierId = '', requirementId = '', goalId, groupingId } = useParams();
  const page = requirementPagePath({ supplierId, requirementId, goalId, groupingId, buyerConnection });
  const requirementPath = historical ? href.historicalOf(page, search) : page;
  const mayView = useProfilePolicy(detailPolicyFor(buyerConnection));
  if (!mayView) return <Navigate to={requirementPath} replace />;
  return (
    <Suspense fallback={<Spinner label={t('loading')} />}>
      <Outlet context={{ requirementPath } satisfies DetailsContext} />
    </Suspense>
  );
}

/** One detail page (or, `kind` null, an address under the requirement that no detail page matches). */
export function DetailRoute({ kind }: { kind: DetailRecordKind | null }) {
  const { requirementPath } = useOutletContext<DetailsContext>();
  return <DetailPage kind={kind} requirementPath={requirementPath} />;
}
