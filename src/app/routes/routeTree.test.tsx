import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { getNetwork } from '@mocks/db';
import { goalsOf } from '@mocks/data/profile/goals';
import { detailsListOf } from '@mocks/data/compliance/requirements';
import { PROFILE_TABS, tabHref } from '@/features/supplierProfile';
import type { Permission } from '@/platform/auth/permissions';
import type { Flags } from '@/platform/flags/flags';
import { APP_ROUTES, DETAIL_ROUTES, href, matchRoutes, type DetailKind, type RouteObject } from '@/platform/router';
import { currentPath, renderApp, type RenderOptions } from '@/test/renderWithProviders';
import { profileTabBar } from '@/test/profileTabBar';
import { testConfig } from '@/test/testConfig';
import { appRouteTree } from './routeTree';
import { supplierRouteTree } from './supplierRouteTree';

/**
 * The app's one route tree (issue 36): routeTree.tsx's top level with supplierRouteTree.tsx mounted
 * below /supplier/:supplierId, as ProfileRoute mounts it, walked as one.
 */
const fullTree: RouteObject[] = appRouteTree.map((route) =>
  route.path === `${APP_ROUTES.supplier}/*` ? { path: APP_ROUTES.supplier, children: supplierRouteTree } : route,
);

/** The route pattern (the matched routes' paths joined) and params that answer an app path. */
function routeOf(path: string) {
  const matches = matchRoutes(fullTree, new URL(path, 'http://app').pathname) ?? [];
  const leaf = matches.at(-1);
  const pattern = matches
    .map((match) => match.route.path)
    .filter((segment): segment is string => Boolean(segment))
    .join('/')
    .replace(/\/+/g, '/');
  return { pattern, params: { ...leaf?.params }, catchAll: leaf?.route.path === '*' };
}

const S = { supplierId: '100010' };
const DETAIL_KINDS = Object.keys(DETAIL_ROUTES) as DetailKind[];
const sup = '/supplier/:supplierId';

describe('the href builder round-trips every route of the tree (build → match → same route, same params)', () => {
  const requirementPath = href.supplier.compliance.requirement({ ...S, requirementId: 28 });
  const cases: [string, string, string, Record<string, string>][] = [
    ['landing', href.landing({ sid: 's1' }), APP_ROUTES.landing, {}],
    ['filters', href.filters({ sid: 's1', from: 'results' }), APP_ROUTES.filters, {}],
    ['results', href.results({ sid: 's1', page: 2, sort: 'name' }), APP_ROUTES.results, {}],
    ['invite', href.invite({ backTo: 'x' }), APP_ROUTES.invite, {}],
    ['supplier (bare: opens the overview)', href.supplier(S), sup, S],
    ['off-platform supplier id, encoded', href.supplier.overview({ supplierId: 'Companies House-0999/9' }), `${sup}/overview`, { supplierId: 'Companies House-0999/9' }],
    ...PROFILE_TABS.map(({ id, path }): [string, string, string, Record<string, string>] => [`tab ${id}`, tabHref(id, S.supplierId), `${sup}/${path}`, S]),
    ['print', href.supplier.print(S), `${sup}/print`, S],
    ['reporting (old address)', href.supplier.reporting(S), `${sup}/reporting`, S],
    ['project connection', href.supplier.projectConnection({ ...S, projectId: 9101 }), `${sup}/project-connection/:projectId`, { ...S, projectId: '9101' }],
    ['compliance covid', href.supplier.compliance.covid(S), `${sup}/compliance/covid-19`, S],
    ['compliance level', href.supplier.compliance.level({ ...S, goalId: 103 }), `${sup}/compliance/:goalId`, { ...S, goalId: '103' }],
    ['compliance requirement', requirementPath, `${sup}/compliance/requirement/:requirementId`, { ...S, requirementId: '28' }],
    ['compliance requirement from a level', href.supplier.compliance.requirement({ ...S, goalId: 103, requirementId: 28 }),
      `${sup}/compliance/:goalId/requirement/:requirementId`, { ...S, goalId: '103', requirementId: '28' }],
    ['compliance historical', href.supplier.compliance.historical({ ...S, goalId: 103, requirementId: 28, submissionId: 5, backTo: 'http://x/y' }),
      `${sup}/compliance/:goalId/requirement/:requirementId/historical`, { ...S, goalId: '103', requirementId: '28' }],
    ['work category', href.supplier.workCategories.workCategory({ ...S, workCategoryId: 4 }), `${sup}/compliance/work-categories/:workCategoryId`, { ...S, workCategoryId: '4' }],
    ['connection', href.supplier.connections.connection({ ...S, groupingId: 4001 }), `${sup}/connections/:groupingId`, { ...S, groupingId: '4001' }],
    ['connection requirement', href.supplier.connections.requirement({ ...S, requirementId: 7 }), `${sup}/connections/requirement/:requirementId`, { ...S, requirementId: '7' }],
    ['connection requirement from a connection', href.supplier.connections.requirement({ ...S, groupingId: 4001, requirementId: 7 }),
      `${sup}/connections/:groupingId/requirement/:requirementId`, { ...S, groupingId: '4001', requirementId: '7' }],
    ['connection historical', href.supplier.connections.historical({ ...S, groupingId: 4001, requirementId: 7, submissionId: 5, backTo: 'b' }),
      `${sup}/connections/:groupingId/requirement/:requirementId/historical`, { ...S, groupingId: '4001', requirementId: '7' }],
    ...DETAIL_KINDS.flatMap((kind): [string, string, string, Record<string, string>][] => {
      const ids = { ...(kind === 'insurance' ? { questionId: '2801' } : {}), recordId: '12' };
      return [
        [`detail ${kind}`, href.detail(requirementPath, kind, ids), `${sup}/compliance/requirement/:requirementId/${DETAIL_ROUTES[kind]}`, { ...S, requirementId: '28', ...ids }],
        [`historical detail ${kind}`, href.detail(href.historicalOf(requirementPath), kind, ids),
          `${sup}/compliance/requirement/:requirementId/historical/${DETAIL_ROUTES[kind]}`, { ...S, requirementId: '28', ...ids }],
      ];
    }),
    ['connection detail', href.detail(href.supplier.connections.requirementPath({ ...S, groupingId: 4001, requirementId: 7 }), 'director', { recordId: 2 }),
      `${sup}/connections/:groupingId/requirement/:requirementId/director/:recordId`, { ...S, groupingId: '4001', requirementId: '7', recordId: '2' }],
  ];

  it.each(cases)('%s: %s', (_name, built, pattern, params) => {
    const found = routeOf(built);
    expect(found.catchAll).toBe(false);
    expect(found.pattern).toBe(pattern);
    expect(found.params).toEqual(params);
  });

  it('puts the query after the path, leaving out empty values, and carries buyerConnection=true from a connection', () => {
    expect(href.landing({ sid: null })).toBe('/source-supplier');
    expect(href.filters({ sid: 's 1', from: 'results' })).toBe('/source-supplier/search-filters?sid=s+1&from=results');
    expect(href.supplier.connections.requirement({ ...S, requirementId: 7 })).toBe('/supplier/100010/connections/requirement/7?buyerConnection=true');
    expect(href.supplier.compliance.historical({ ...S, requirementId: 7, submissionId: 99, backTo: 'http://x/a?b=1' }))
      .toBe('/supplier/100010/compliance/requirement/7/historical?submissionId=99&backTo=http%3A%2F%2Fx%2Fa%3Fb%3D1');
  });

  it.each([
    '/supplier/100001/compliance/103/x',
    '/supplier/100001/connections/5/x',
    '/supplier/100001/compliance/work-categories/1/x',
    '/supplier/100001/notes/x',
    '/supplier/100001/anything',
  ])('%s is answered by a catch-all (the overview), not an empty tab', (path) => {
    expect(routeOf(path).catchAll).toBe(true);
  });
});

const ID = 100010;
const NAME = "D'Arcy & O'Neill Roofing Ltd";
const FLAGS: Partial<Flags> = { complianceTabEnabled: true, supplierRemindersEnabled: true };
/** A level of the supplier's with requirements, and one of them (the mock platform's data). */
const level = () => {
  const rows = detailsListOf(getNetwork(), ID) ?? [];
  const goal = (goalsOf(getNetwork(), ID) ?? []).find((g) => !g.isSsip && rows.some((r) => r.goalId === g.goalId))!;
  const row = rows.find((r) => r.goalId === goal.goalId)!;
  return { goal, requirementId: row.requirementId ?? row.requirementVersionId, requirementName: row.requirementName };
};
const tabBar = profileTabBar;

async function openAt(route: string, options: RenderOptions = {}) {
  const app = await renderApp({ route, flags: FLAGS, ...options });
  await screen.findByRole('heading', { level: 1, name: NAME });
  return app;
}

// The routes' chunks, transformed once before the first findBy (a cold transform of the compliance area takes
// seconds on a busy machine), as the app's own tests warm theirs up.
beforeAll(async () => {
  await Promise.all([
    import('./ProfileRoute'),
    import('@/features/compliance/complianceScreens'),
    import('@/features/compliance/workCategories/workCategoriesScreens'),
    import('@/features/compliance/connections/connectionsScreens'),
    import('@/features/compliance/details/DetailPage'),
    import('@/features/supplierProfile/tabs/overview/OverviewScreen'),
  ]);
}, 60_000);

describe('each spec route renders its screen for a buyer who may see it (spec 02 §2.2, spec 03 §2)', () => {
  it.each<[string, () => string, string | (() => RegExp)]>([
    ['/overview', () => href.supplier.overview({ supplierId: ID }), 'Overview'],
    ['/summary', () => href.supplier.summary({ supplierId: ID }), 'Summary'],
    ['/issues', () => href.supplier.issues({ supplierId: ID }), 'Issues'],
    ['/compliance', () => href.supplier.compliance({ supplierId: ID }), 'Compliance'],
    ['/compliance/{goalId}', () => href.supplier.compliance.level({ supplierId: ID, goalId: level().goal.goalId }), () => new RegExp(level().goal.goalName)],
    ['/compliance/covid-19', () => href.supplier.compliance.covid({ supplierId: ID }), 'COVID-19 questionnaire'],
    ['/compliance/work-categories', () => href.supplier.workCategories({ supplierId: ID }), 'Work categories'],
    ['/compliance/work-categories/{id}', () => href.supplier.workCategories.workCategory({ supplierId: ID, workCategoryId: 4 }), 'Work category'],
    ['/connections', () => href.supplier.connections({ supplierId: ID }), 'Your Connections'],
    ['/project-connection/{projectId}', () => href.supplier.projectConnection({ supplierId: ID, projectId: 9 }), 'Project connection'],
    ['/documents', () => href.supplier.documents({ supplierId: ID }), 'Documents'],
    ['/notes', () => href.supplier.notes({ supplierId: ID }), 'Notes'],
    ['/custom-fields', () => href.supplier.customFields({ supplierId: ID }), 'Custom Fields'],
    ['/contacts', () => href.supplier.contacts({ supplierId: ID }), 'Contacts'],
    ['/reminder-history', () => href.supplier.reminderHistory({ supplierId: ID }), 'Reminder History'],
    ['/risk-analytics-summary', () => href.supplier.riskAnalytics({ supplierId: ID }), 'Risk Analytics'],
    ['/risk-analytics-detail', () => href.supplier.riskRadar({ supplierId: ID }), 'Risk Radar'],
    ['/print', () => href.supplier.print({ supplierId: ID }), 'Areas of Operation'],
    ['a requirement detail page', () => href.detail(href.supplier.compliance.requirement({ supplierId: ID, requirementId: 28 }), 'insurance', { questionId: 2801, recordId: 5 }), 'Insurance'],
  ])('%s', async (_name, route, heading) => {
    const path = route();
    await openAt(path);
    expect(await screen.findByRole('heading', { level: 2, name: typeof heading === 'string' ? heading : heading() })).toBeInTheDocument();
    expect(currentPath()).toBe(path);
  });

  it('the requirement page, from a level and from a connection', async () => {
    const { goal, requirementId, requirementName } = level();
    const first = await openAt(href.supplier.compliance.requirement({ supplierId: ID, goalId: goal.goalId, requirementId }));
    expect(await screen.findByRole('heading', { level: 2, name: requirementName })).toBeInTheDocument();
    first.unmount();
    await openAt(href.supplier.connections.requirement({ supplierId: ID, groupingId: 5, requirementId: 7 }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Licences and accreditations' })).toBeInTheDocument();
  });
});

describe('… and redirects or refuses as the spec says for a buyer who may not', () => {
  const overview = href.supplier.overview({ supplierId: ID });

  it.each<[string, () => string, RenderOptions, () => string]>([
    ['/risk-analytics-summary without suppliersourcing:riskanalytics → the profile root (the overview)',
      () => href.supplier.riskAnalytics({ supplierId: ID }), { withoutPermissions: ['suppliersourcing:riskanalytics' as Permission] }, () => overview],
    ['/risk-analytics-detail without suppliersourcing:riskinformation, tab hidden → the profile root',
      () => href.supplier.riskRadar({ supplierId: ID }),
      { withoutPermissions: ['suppliersourcing:riskinformation' as Permission], config: withProfile({ riskRadarTab: false }) }, () => overview],
    ['a requirement without view-compliance-answers → its level',
      () => href.supplier.compliance.requirement({ supplierId: ID, goalId: level().goal.goalId, requirementId: level().requirementId }),
      { withoutPermissions: ['suppliersourcing:view-compliance-answers' as Permission] },
      () => href.supplier.compliance.level({ supplierId: ID, goalId: level().goal.goalId })],
    ['a connection requirement without view-connection-answers → /connections',
      () => href.supplier.connections.requirement({ supplierId: ID, groupingId: 5, requirementId: 7 }),
      { withoutPermissions: ['suppliersourcing:view-connection-answers' as Permission] }, () => href.supplier.connections({ supplierId: ID })],
    ['/reporting → /risk-analytics-summary', () => href.supplier.reporting({ supplierId: ID }), {}, () => href.supplier.riskAnalytics({ supplierId: ID })],
  ])('%s', async (_name, route, options, expected) => {
    await openAt(route(), options);
    await waitFor(() => expect(currentPath()).toBe(expected()));
  });

  it.each<[string, () => string, RenderOptions]>([
    ['/compliance with the compliance tab feature off', () => href.supplier.compliance({ supplierId: ID }), { flags: { complianceTabEnabled: false } }],
    ['/reminder-history without the supplier-reminders flag', () => href.supplier.reminderHistory({ supplierId: ID }), { flags: { supplierRemindersEnabled: false } }],
    ['/issues where the community hides the tab', () => href.supplier.issues({ supplierId: ID }), { config: withProfile({ issuesTab: false }) }],
    ['/compliance/work-categories where the community hides the tab', () => href.supplier.workCategories({ supplierId: ID }), { config: withProfile({ workCategoriesTab: false }) }],
  ])('%s says "Not yet implemented"', async (_name, route, options) => {
    await openAt(route(), options);
    expect(await screen.findByRole('heading', { level: 2, name: 'Not yet implemented' })).toBeInTheDocument();
  });

  it('/risk-analytics-detail without the permission, tab shown → the lock panel', async () => {
    await openAt(href.supplier.riskRadar({ supplierId: ID }), { withoutPermissions: ['suppliersourcing:riskinformation' as Permission] });
    expect(await screen.findByRole('heading', { name: 'Restricted content' })).toBeInTheDocument();
  });
});

describe('unknown paths at every level (spec 02 §2.2, spec 03 §2)', () => {
  const SUPPLIER = 100001;
  const returnUrl = `${window.location.origin}/findsuppliers/source-supplier/search-results?sid=s1`;

  it.each([
    `/supplier/${SUPPLIER}/compliance/103/x`,
    `/supplier/${SUPPLIER}/connections/5/x`,
    `/supplier/${SUPPLIER}/compliance/work-categories/1/x`,
    `/supplier/${SUPPLIER}/notes/x`,
    `/supplier/${SUPPLIER}/no-such-tab`,
  ])('%s lands on the overview, carrying returnUrl', async (path) => {
    await renderApp({ route: `${path}?returnUrl=${encodeURIComponent(returnUrl)}`, flags: FLAGS });
    expect(await screen.findByRole('heading', { level: 2, name: 'Overview' })).toBeInTheDocument();
    expect(currentPath()).toBe(`${href.supplier.overview({ supplierId: SUPPLIER }, { returnUrl })}`);
    expect(within(await tabBar()).getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');
  });

  it('any other app path goes to /source-supplier', async () => {
    await renderApp({ route: '/supplierx/1/compliance' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Source suppliers' })).toBeInTheDocument();
    expect(currentPath()).toBe('/source-supplier');
  });
});

describe('the Connections tab follows the community’s connections content (spec 03 §6, issue 37)', () => {
  it('shown where the community shows connections', async () => {
    await openAt(href.supplier.overview({ supplierId: ID }));
    expect(within(await tabBar()).getByRole('tab', { name: 'Your Connections' })).toHaveAttribute('href', href.supplier.connections({ supplierId: ID }));
  });

  it('not in the tab bar where it hides them; a typed link still says why there is nothing', async () => {
    const config = withProfile({ connectionsContent: false });
    const first = await openAt(href.supplier.overview({ supplierId: ID }), { config });
    const bar = await tabBar();
    expect(within(bar).getByRole('tab', { name: 'Documents' })).toBeInTheDocument();
    expect(within(bar).queryByRole('tab', { name: 'Your Connections' })).not.toBeInTheDocument();
    first.unmount();
    await openAt(href.supplier.connections({ supplierId: ID }), { config });
    expect(await screen.findByRole('heading', { name: 'Connections are not shown in this community.' })).toBeInTheDocument();
  });
});

function withProfile(profile: Partial<ReturnType<typeof testConfig>['communities']['GB']['profile']>) {
  const config = testConfig();
  config.communities.GB.profile = { ...config.communities.GB.profile, ...profile };
  return config;
}
