import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Route, Routes } from '@/platform/router';
import type { DetailRecordKind } from '@/services/requirement/detailRecordsTypes';
import { Spinner } from '@/ui';
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
 * requirement says the page does not exist, with Close.
 */
export function RequirementDetailRoutes({ requirementHref }: { requirementHref: string }) {
  const { t } = useTranslation();
  const requirementPath = useRequirementPath(requirementHref);
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
