import type { ComponentType } from 'react';
import { lazyScreen, type LazyScreen } from '@/platform/async';
import {
  COMPLIANCE_ROUTES, CONNECTION_ROUTES, DETAIL_ROUTES, REQUIREMENT_ROUTES, SUPPLIER_ROUTES, WORK_CATEGORY_ROUTES,
  type DetailKind, type RouteObject,
} from '@/platform/router';
import { PrintRouteGuard, PROFILE_TABS, ProfileRouteGuard, SupplierProfile, type ProfileTabId } from '@/features/supplierProfile';
import { profileScreens as s } from './profileScreens';
import { ToOverview, ToRiskAnalytics } from './redirects';

/**
 * THE route tree below /supplier/:supplierId (spec 02 §2.2, spec 03 §2): the second half of the
 * app's one tree (routeTree.tsx holds the first), in its own module because it comes with the
 * profile's chunk, so the landing's first load carries none of it. Read top to bottom: every path
 * (platform/router's route tables, which the href builder builds links from), its lazy screen, its
 * guard and its redirect, and a catch-all at every level: any unknown path below the supplier opens
 * the overview carrying returnUrl (ToOverview), except under a requirement, where it says there is
 * no such detail page (spec 03 §2's Close).
 */

type PropsOf<C> = C extends ComponentType<infer P> ? P & object : never;

/** A screen or layout exported by a feature's route module: one lazy chunk per module, whoever asks first. */
function lazyFrom<M, K extends keyof M & string>(load: () => Promise<M>, name: K): LazyScreen<PropsOf<M[K]>> {
  return lazyScreen(() => load().then((module) => ({ [name]: module[name] }) as unknown as Record<K, ComponentType<PropsOf<M[K]>>>), name);
}

const complianceModule = () => import('@/features/compliance/complianceScreens');
const workCategoriesModule = () => import('@/features/compliance/workCategories/workCategoriesScreens');
const connectionsModule = () => import('@/features/compliance/connections/connectionsScreens');

const Compliance = {
  Layout: lazyFrom(complianceModule, 'ComplianceLayout'),
  Dashboard: lazyFrom(complianceModule, 'ComplianceDashboard'),
  Covid: lazyFrom(complianceModule, 'CovidQuestionnaireScreen'),
  Level: lazyFrom(complianceModule, 'FocusedLevelScreen'),
  RequirementPage: lazyFrom(complianceModule, 'RequirementPage'),
  DetailsLayout: lazyFrom(complianceModule, 'RequirementDetailsLayout'),
  Detail: lazyFrom(complianceModule, 'DetailRoute'),
};
const WorkCategories = {
  Layout: lazyFrom(workCategoriesModule, 'WorkCategoriesLayout'),
  List: lazyFrom(workCategoriesModule, 'WorkCategoriesScreen'),
  Category: lazyFrom(workCategoriesModule, 'WorkCategoryScreen'),
};
const Connections = {
  Layout: lazyFrom(connectionsModule, 'ConnectionsLayout'),
  List: lazyFrom(connectionsModule, 'ConnectionsScreen'),
  Connection: lazyFrom(connectionsModule, 'FocusedConnectionScreen'),
  RequireAnswers: lazyFrom(connectionsModule, 'RequireConnectionAnswers'),
  RequirementPage: lazyFrom(connectionsModule, 'RequirementPage'),
  DetailsLayout: lazyFrom(connectionsModule, 'RequirementDetailsLayout'),
  Detail: lazyFrom(connectionsModule, 'DetailRoute'),
};

const DETAIL_KINDS = Object.keys(DETAIL_ROUTES) as DetailKind[];

/**
 * A requirement's pages (spec 03 §2), below /compliance/[{goalId}/]requirement/{requirementId} and
 * /connections/[{groupingId}/]requirement/{requirementId} (buyerConnection): the page
 * (`?submissionId=` switches it to a past submission), `historical`, and the read-only detail pages
 * under either, each behind the requirement page's own permission (RequirementDetailsLayout).
 */
function requirementRoutes(area: typeof Compliance | typeof Connections, buyerConnection: boolean): RouteObject[] {
  const { RequirementPage, DetailsLayout, Detail } = area;
  const details = (historical: boolean): RouteObject => ({
    element: <DetailsLayout buyerConnection={buyerConnection} historical={historical} />,
    children: [
      ...DETAIL_KINDS.map((kind) => ({ path: DETAIL_ROUTES[kind], element: <Detail kind={kind} /> })),
      // Any other address under a requirement: "There is no detail page at this address", with Close.
      { path: '*', element: <Detail kind={null} /> },
    ],
  });
  return [
    { index: true, element: <RequirementPage buyerConnection={buyerConnection} /> },
    {
      path: REQUIREMENT_ROUTES.historical,
      children: [{ index: true, element: <RequirementPage buyerConnection={buyerConnection} historical /> }, details(true)],
    },
    details(false),
  ];
}

/** /compliance (spec 03 §2); behind the compliance tab's rule ("Not yet implemented" when the tab feature is off). */
const complianceRoutes: RouteObject[] = [
  { index: true, element: <Compliance.Dashboard /> },
  { path: COMPLIANCE_ROUTES.covid, element: <Compliance.Covid /> },
  { path: COMPLIANCE_ROUTES.level, element: <Compliance.Level /> },
  { path: COMPLIANCE_ROUTES.requirement, children: requirementRoutes(Compliance, false) },
  { path: COMPLIANCE_ROUTES.levelRequirement, children: requirementRoutes(Compliance, false) },
  // Without a requirement id: 'Could not find requirement id in path' (spec 03 §8), not a level called "requirement".
  { path: COMPLIANCE_ROUTES.requirementWithoutId, element: <Compliance.RequirementPage /> },
  { path: COMPLIANCE_ROUTES.levelRequirementWithoutId, element: <Compliance.RequirementPage /> },
  { path: '*', element: <ToOverview /> },
];

/** /compliance/work-categories (spec 03 §2); behind the Work Categories tab's visibility. */
const workCategoryRoutes: RouteObject[] = [
  { index: true, element: <WorkCategories.List /> },
  { path: WORK_CATEGORY_ROUTES.workCategory, element: <WorkCategories.Category /> },
  { path: '*', element: <ToOverview /> },
];

/** /connections (spec 03 §2); its layout shows it only where the community shows connections (spec 03 §6). */
const connectionRoutes: RouteObject[] = [
  { index: true, element: <Connections.List /> },
  { path: CONNECTION_ROUTES.connection, element: <Connections.Connection /> },
  {
    // A requirement opened from a connection needs suppliersourcing:view-connection-answers, else → /connections.
    element: <Connections.RequireAnswers />,
    children: [
      { path: CONNECTION_ROUTES.requirement, children: requirementRoutes(Connections, true) },
      { path: CONNECTION_ROUTES.connectionRequirement, children: requirementRoutes(Connections, true) },
      { path: CONNECTION_ROUTES.requirementWithoutId, element: <Connections.RequirementPage buyerConnection /> },
      { path: CONNECTION_ROUTES.connectionRequirementWithoutId, element: <Connections.RequirementPage buyerConnection /> },
    ],
  },
  { path: '*', element: <ToOverview /> },
];

/** Each tab's screen (or layout, with the routes below it). Keyed by tab id: a new tab in the table needs its screen here. */
const TAB_SCREENS: Record<ProfileTabId, { screen: LazyScreen; children?: RouteObject[] }> = {
  overview: { screen: s.overview },
  issues: { screen: s.issues },
  summary: { screen: s.summary },
  compliance: { screen: Compliance.Layout, children: complianceRoutes },
  workCategories: { screen: WorkCategories.Layout, children: workCategoryRoutes },
  connections: { screen: Connections.Layout, children: connectionRoutes },
  documents: { screen: s.documents },
  notes: { screen: s.notes },
  customFields: { screen: s.customFields },
  contacts: { screen: s.contacts },
  reminderHistory: { screen: s.reminderHistory },
  riskAnalytics: { screen: s.riskAnalytics },
  riskRadar: { screen: s.riskRadar },
};

/**
 * One route per entry of the profile's tab table (features/supplierProfile/profileTabs.ts, which
 * also drives the tab bar), at its path, behind its rule (ProfileRouteGuard asks the table's
 * `accessTo`: the screen, the lock panel, a redirect to the profile root, or "Not yet implemented").
 */
const tabRoutes: RouteObject[] = PROFILE_TABS.map(({ id, path }) => {
  const { screen: Screen, children } = TAB_SCREENS[id];
  return {
    path,
    element: (
      <ProfileRouteGuard tab={id}>
        <Screen />
      </ProfileRouteGuard>
    ),
    children,
  };
});

/**
 * /supplier/:supplierId: SupplierProfile picks the variant (spec 02 §2.1: full, limited off-platform
 * — only its overview —, public-redirect) and, for the full profile, renders these routes in its
 * layout's outlet, below the header and the tab bar.
 */
export const supplierRouteTree: RouteObject[] = [
  {
    element: <SupplierProfile />,
    children: [
      { index: true, element: <ToOverview /> },
      {
        path: SUPPLIER_ROUTES.print,
        element: (
          <PrintRouteGuard>
            <s.print />
          </PrintRouteGuard>
        ),
      },
      ...tabRoutes,
      { path: SUPPLIER_ROUTES.projectConnection, element: <s.projectConnection /> },
      { path: SUPPLIER_ROUTES.reporting, element: <ToRiskAnalytics /> },
      { path: '*', element: <ToOverview /> },
    ],
  },
];
