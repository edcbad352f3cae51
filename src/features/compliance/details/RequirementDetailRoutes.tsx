import { Route, Routes } from '@/platform/router';
import { NotBuiltYetHere } from '../NotBuiltYetHere';
import { DETAIL_ROUTES } from './detailPaths';

/**
 * The read-only detail pages under a requirement (spec 03 §2, §5): insurance, related company,
 * branch office, director or partner, trade professional, SSIP certificate, licence or accreditation,
 * data-sharing trade. `requirementHref` is where Close goes back to. Issue 16 (details).
 */
export function RequirementDetailRoutes({ requirementHref }: { requirementHref: string }) {
  void requirementHref;
  return (
    <Routes>
      {Object.values(DETAIL_ROUTES).map((path) => (
        <Route key={path} path={path} element={<NotBuiltYetHere screen="detail" />} />
      ))}
      <Route path="*" element={<NotBuiltYetHere screen="detail" />} />
    </Routes>
  );
}
