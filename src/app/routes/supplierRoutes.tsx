import type { LazyScreen } from '@/platform/async';
import { Navigate, Route, Routes, useLocation, useParams } from '@/platform/router';
import {
  ProfileRouteGuard, SupplierProfile, profileTabHref, type ProfileTabId,
} from '@/features/supplierProfile';
import { profileScreens as s } from './profileScreens';

/** A tab's route: its lazy screen behind the tab table's rule (features/supplierProfile/profileTabs.ts). */
function GuardedTab({ tab, screen: Screen }: { tab: ProfileTabId; screen: LazyScreen }) {
  return (
    <ProfileRouteGuard tab={tab}>
      <Screen />
    </ProfileRouteGuard>
  );
}
const tab = (id: ProfileTabId, screen: LazyScreen) => <GuardedTab tab={id} screen={screen} />;

/**
 * The bare path and any unmatched path under the supplier open the overview, carrying the query's
 * returnUrl (and src) along (spec 02 §2.2); both are only followed through lib/safeReturnUrl.
 */
function ToOverview() {
  const { supplierId = '' } = useParams();
  const { search } = useLocation();
  const query = new URLSearchParams(search);
  const kept = new URLSearchParams();
  for (const key of ['returnUrl', 'src']) {
    const value = query.get(key);
    if (value) kept.set(key, value);
  }
  const rest = kept.toString();
  return <Navigate to={`${profileTabHref(supplierId, 'overview')}${rest ? `?${rest}` : ''}`} replace />;
}

/** /reporting is the old address of the risk analytics summary. */
function ToRiskAnalytics() {
  const { supplierId = '' } = useParams();
  return <Navigate to={profileTabHref(supplierId, 'riskAnalytics')} replace />;
}

const Print = s.print;
const ProjectConnection = s.projectConnection;

/**
 * /supplier/:supplierId/* (spec 02 §2.2, exactly), as descendant routes of the app's supplier route:
 * the profile (SupplierProfile) picks the variant (full, limited off-platform, public-redirect) and,
 * for the full profile, renders these in its layout's outlet. The bare path opens the overview
 * (DEFAULT_PROFILE_TAB), and so does any unmatched path, with its returnUrl; a route of the table whose
 * screen this buyer cannot have (tab hidden by community or flag, compliance feature off) says "Not
 * yet implemented" (ProfileRouteGuard).
 */
export function SupplierProfileRoutes() {
  return (
    <Routes>
      <Route element={<SupplierProfile />}>
        <Route index element={<ToOverview />} />
        <Route path="print" element={<Print />} />
        <Route path="overview" element={tab('overview', s.overview)} />
        <Route path="summary" element={tab('summary', s.summary)} />
        <Route path="issues" element={tab('issues', s.issues)} />
        <Route path="compliance/work-categories/*" element={tab('workCategories', s.workCategories)} />
        <Route path="compliance/*" element={tab('compliance', s.compliance)} />
        <Route path="connections/*" element={tab('connections', s.connections)} />
        <Route path="project-connection/:projectId" element={<ProjectConnection />} />
        <Route path="documents" element={tab('documents', s.documents)} />
        <Route path="notes" element={tab('notes', s.notes)} />
        <Route path="custom-fields" element={tab('customFields', s.customFields)} />
        <Route path="contacts" element={tab('contacts', s.contacts)} />
        <Route path="reminder-history" element={tab('reminderHistory', s.reminderHistory)} />
        <Route path="risk-analytics-summary" element={tab('riskAnalytics', s.riskAnalytics)} />
        <Route path="risk-analytics-detail" element={tab('riskRadar', s.riskRadar)} />
        <Route path="reporting" element={<ToRiskAnalytics />} />
        <Route path="*" element={<ToOverview />} />
      </Route>
    </Routes>
  );
}
