import { Route, Routes, useParams, useSearch } from '@/platform/router';
import { RequirementDetailRoutes } from '../details/RequirementDetailRoutes';
import { RequirementPage } from './RequirementPage';
import { requirementPagePath } from './requirementPaths';

/**
 * A requirement's pages, mounted at `…/requirement/:requirementId/*` below /compliance (with or
 * without :goalId) and below /connections (with or without :groupingId, `buyerConnection`): the
 * requirement page (index; `?submissionId=` switches it to a historical submission), `historical`,
 * and the read-only detail pages (details/RequirementDetailRoutes).
 *
 * CONTRACT used by connections (issue 17): `<RequirementRoutes buyerConnection />`; the page reads
 * :requirementId, :goalId and :groupingId from the route.
 */
export function RequirementRoutes({ buyerConnection = false }: { buyerConnection?: boolean }) {
  return (
    <Routes>
      <Route index element={<RequirementPage buyerConnection={buyerConnection} />} />
      <Route path="historical" element={<RequirementPage buyerConnection={buyerConnection} historical />} />
      <Route path="historical/*" element={<HistoricalDetailRoutes buyerConnection={buyerConnection} />} />
      <Route path="*" element={<RequirementDetailRoutes requirementHref=".." />} />
    </Routes>
  );
}

/** A past submission's detail pages: Close goes back to that submission's page, its query kept (spec 03 §2). */
function HistoricalDetailRoutes({ buyerConnection }: { buyerConnection: boolean }) {
  const search = useSearch();
  const { supplierId = '', requirementId = '', goalId, groupingId } = useParams();
  const page = `${requirementPagePath({ supplierId, requirementId, goalId, groupingId, buyerConnection })}/historical`;
  return <RequirementDetailRoutes requirementHref={search ? `${page}?${search}` : page} />;
}
