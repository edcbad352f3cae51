import { Route, Routes } from '@/platform/router';
import { RequirementDetailRoutes } from '../details/RequirementDetailRoutes';
import { RequirementPage } from './RequirementPage';

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
      <Route path="*" element={<RequirementDetailRoutes requirementHref=".." />} />
    </Routes>
  );
}
