import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Route, Routes, useLocation } from '@/platform/router';
import { useProfilePolicy } from '@/platform/session/profileSelectors';
import type { DetailRecordKind } from '@/services/requirement/detailRecordsTypes';
import { Spinner } from '@/ui';
import { detailPolicyFor } from './detailAccess';
import { DETAIL_ROUTES, type DetailKind } from './detailPaths';
import { useRequirementPath } from './useRequirementPath';

// Every detail page is one lazy chunk (the pages share their frame, facts and look-ups; each kind
// is a few lines of view), loaded when the first detail page opens, not with the requirement page.
const DetailPage = lazy(() => import('./DetailPage').then((module) => ({ default: module.DetailPage })));

/** Every kind of page; each is also a kind of record the requirement service serves. */
const DETAIL_KINDS: DetailRecordKind[] = Object.keys(DETAIL_ROUTES) as DetailKind[];

/**
 * The read-only detail pages under a requirement (spec 03 §2, §7): insurance, related company,
 * branch office, director or partner, trade professional, SSIP certificate, licence or accreditation,
 * data-sharing trade, at the addresses of detailPaths.ts. `requirementHref` (absolute, or relative to
 * where these routes are mounted) is where Close goes back to. Any other address under the
 * requirement says the page does not exist, with Close. A buyer without the requirement page's
 * permission is sent to the requirement page, whose own rule (spec 03 §6) takes them on from there,
 * so the two can never disagree about where such a buyer ends up.
 */
export function RequirementDetailRoutes({ requirementHref }: { requirementHref: string }) {
  const { t } = useTranslation();
  const requirementPath = useRequirementPath(requirementHref);
  const { pathname } = useLocation();
  const mayView = useProfilePolicy(detailPolicyFor(pathname));
  if (!mayView) return <Navigate to={requirementPath} replace />;
  return (
    <Suspense fallback={<Spinner label={t('loading')} />}>
      <Routes>
        {DETAIL_KINDS.map((kind) => (
          <Route key={kind} path={DETAIL_ROUTES[kind]} element={<DetailPage kind={kind} requirementPath={requirementPath} />} />
        ))}
        <Route path="*" element={<DetailPage kind={null} requirementPath={requirementPath} />} />
      </Routes>
    </Suspense>
  );
}
