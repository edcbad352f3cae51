import { Route, Routes } from '@/platform/router';
import { NotBuiltYetHere } from '../NotBuiltYetHere';
import { RequirementDetailRoutes } from '../details/RequirementDetailRoutes';

/**
 * A requirement's pages, mounted at `…/requirement/:requirementId/*` below /compliance (with or
 * without :goalId) and below /connections (with or without :groupingId, `buyerConnection`): the
 * requirement page (index; `?submissionId=` switches it to a historical submission), `historical`,
 * and the read-only detail pages (details/RequirementDetailRoutes). Issue 16.
 *
 * CONTRACT used by connections (issue 17): `<RequirementRoutes buyerConnection />`; the page reads
 * :requirementId, :goalId and :groupingId from the route.
 */
export function RequirementRoutes({ buyerConnection = false }: { buyerConnection?: boolean }) {
  void buyerConnection;
  return (
    <Routes>
      <Route index element={<NotBuiltYetHere screen="requirement" />} />
      <Route path="historical" element={<NotBuiltYetHere screen="requirement" />} />
      <Route path="*" element={<RequirementDetailRoutes requirementHref=".." />} />
    </Routes>
  );
}
