import {
  APP_ROUTES, COMPLIANCE_ROUTES, CONNECTION_ROUTES, DETAIL_ROUTES, REQUIREMENT_ROUTES, SUPPLIER_ROUTES, WORK_CATEGORY_ROUTES,
  type DetailKind,
} from './routePaths';

/**
 * THE href builder: every link and every navigation in the app (components and sagas) is made here,
 * typed by route, from the patterns of routePaths.ts that the route tree matches:
 * `href.supplier.compliance.requirement({ supplierId, goalId, requirementId })`. Ids are encoded;
 * a query is an object (null/undefined/'' values left out), URLSearchParams, or a prepared string.
 * Paths are below the router's basename (/findsuppliers).
 */

export type Id = string | number;
export type Query = URLSearchParams | string | Readonly<Record<string, Id | boolean | null | undefined>>;

export interface SupplierParams {
  supplierId: Id;
}
export interface LevelParams extends SupplierParams {
  goalId: Id;
}
export interface ComplianceRequirementParams extends SupplierParams {
  requirementId: Id;
  /** The level the requirement was opened from, if any. */
  goalId?: Id | null;
}
export interface ConnectionRequirementParams extends SupplierParams {
  requirementId: Id;
  /** The connection (grouping) the requirement was opened from, if any. */
  groupingId?: Id | null;
}
export interface HistoricalParams {
  submissionId: Id;
  /** Where the historical page's Back returns. */
  backTo: string;
}

function queryString(query: Query | undefined): string {
  if (query === undefined) return '';
  if (typeof query === 'string') return query.replace(/^\?/, '');
  if (query instanceof URLSearchParams) return query.toString();
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== null && value !== undefined && value !== '') params.set(key, String(value));
  }
  return params.toString();
}

/** A path with its query (none when empty). */
export const withQuery = (path: string, query?: Query): string => {
  const search = queryString(query);
  return search ? `${path}?${search}` : path;
};

/** A pattern with its `:params` filled in, each encoded. */
function fill(pattern: string, params: object): string {
  return pattern.replace(/:(\w+)/g, (_, name: string) => {
    const value = (params as Readonly<Record<string, Id | null | undefined>>)[name];
    if (value === null || value === undefined) throw new Error(`href: ${pattern} needs ${name}`);
    return encodeURIComponent(String(value));
  });
}

const supplierRoot = (params: SupplierParams) => fill(APP_ROUTES.supplier, params);
const below = (base: string, pattern: string, params: object = {}) => `${base}/${fill(pattern, params)}`;

type SupplierTabKey = Exclude<keyof typeof SUPPLIER_ROUTES, 'projectConnection' | 'publicRedirect'>;
const atSupplier = (key: SupplierTabKey) => (params: SupplierParams, query?: Query) =>
  withQuery(below(supplierRoot(params), SUPPLIER_ROUTES[key]), query);

const complianceRoot = atSupplier('compliance');
const connectionsRoot = atSupplier('connections');
const workCategoriesRoot = atSupplier('workCategories');

const complianceRequirement = ({ goalId, requirementId, ...supplier }: ComplianceRequirementParams, query?: Query) =>
  withQuery(
    goalId === null || goalId === undefined
      ? below(complianceRoot(supplier), COMPLIANCE_ROUTES.requirement, { requirementId })
      : below(complianceRoot(supplier), COMPLIANCE_ROUTES.levelRequirement, { goalId, requirementId }),
    query,
  );

/** A requirement opened from a buyer connection carries buyerConnection=true (spec 03 §2). */
const connectionRequirementPath = ({ groupingId, requirementId, ...supplier }: ConnectionRequirementParams) =>
  groupingId === null || groupingId === undefined
    ? below(connectionsRoot(supplier), CONNECTION_ROUTES.requirement, { requirementId })
    : below(connectionsRoot(supplier), CONNECTION_ROUTES.connectionRequirement, { groupingId, requirementId });

const historicalQuery = ({ submissionId, backTo }: HistoricalParams) => ({ submissionId, backTo });

export const href = {
  /** /source-supplier (`sid` keeps the search session). */
  landing: (query?: Query) => withQuery(APP_ROUTES.landing, query),
  /** /source-supplier/search-filters (`sid`, `from=results`). */
  filters: (query?: Query) => withQuery(APP_ROUTES.filters, query),
  /** /source-supplier/search-results (`sid`, `page`, `sort`, …). */
  results: (query?: Query) => withQuery(APP_ROUTES.results, query),
  /**
   * /source-supplier/compare (issue 41): `ids` (up to five supplier ids, in column order), the
   * search's `sid` when it came from one, the chosen `policy`, `backTo` (where Back returns) and
   * `full` (a sixth supplier was refused).
   */
  compare: ({ ids, ...query }: { ids: readonly Id[]; sid?: string | null; policy?: Id | null; backTo?: string | null; full?: boolean }) =>
    withQuery(APP_ROUTES.compare, { ids: ids.join(','), ...query }),
  /** /invite-supplier (the onboarding hand-off's query). */
  invite: (query?: Query) => withQuery(APP_ROUTES.invite, query),

  /** /supplier/{supplierId} and below (spec 02 §2.2). Called itself: the bare profile path. */
  supplier: Object.assign((params: SupplierParams, query?: Query) => withQuery(supplierRoot(params), query), {
    overview: atSupplier('overview'),
    issues: atSupplier('issues'),
    summary: atSupplier('summary'),
    documents: atSupplier('documents'),
    notes: atSupplier('notes'),
    customFields: atSupplier('customFields'),
    contacts: atSupplier('contacts'),
    reminderHistory: atSupplier('reminderHistory'),
    riskAnalytics: atSupplier('riskAnalytics'),
    riskRadar: atSupplier('riskRadar'),
    print: atSupplier('print'),
    reporting: atSupplier('reporting'),
    /** A tab by its key in SUPPLIER_ROUTES (the profile's tab table links its tabs with this). */
    tab: (key: SupplierTabKey, params: SupplierParams, query?: Query) => atSupplier(key)(params, query),
    projectConnection: ({ projectId, ...supplier }: SupplierParams & { projectId: Id }) =>
      below(supplierRoot(supplier), SUPPLIER_ROUTES.projectConnection, { projectId }),

    /** /compliance and below (spec 03 §2). Called itself: the dashboard. */
    compliance: Object.assign(complianceRoot, {
      covid: (params: SupplierParams) => below(complianceRoot(params), COMPLIANCE_ROUTES.covid),
      level: ({ goalId, ...supplier }: LevelParams) => below(complianceRoot(supplier), COMPLIANCE_ROUTES.level, { goalId }),
      requirement: complianceRequirement,
      /** A past submission of the requirement, opened in a new tab (`backTo` is where its Back returns). */
      historical: (params: ComplianceRequirementParams & HistoricalParams) =>
        withQuery(`${complianceRequirement(params)}/${REQUIREMENT_ROUTES.historical}`, historicalQuery(params)),
    }),

    /** /compliance/work-categories and below (spec 03 §2). Called itself: the tab. */
    workCategories: Object.assign(workCategoriesRoot, {
      workCategory: ({ workCategoryId, ...supplier }: SupplierParams & { workCategoryId: Id }) =>
        below(workCategoriesRoot(supplier), WORK_CATEGORY_ROUTES.workCategory, { workCategoryId }),
    }),

    /** /connections and below (spec 03 §2). Called itself: the Your Connections tab. */
    connections: Object.assign(connectionsRoot, {
      connection: ({ groupingId, ...supplier }: SupplierParams & { groupingId: Id }) =>
        below(connectionsRoot(supplier), CONNECTION_ROUTES.connection, { groupingId }),
      requirement: (params: ConnectionRequirementParams) => withQuery(connectionRequirementPath(params), { buyerConnection: true }),
      /** The same page's path without its query: the base its detail and historical pages hang below. */
      requirementPath: connectionRequirementPath,
      historical: (params: ConnectionRequirementParams & HistoricalParams) =>
        withQuery(`${connectionRequirementPath(params)}/${REQUIREMENT_ROUTES.historical}`, { buyerConnection: true, ...historicalQuery(params) }),
    }),
  }),

  /**
   * A read-only detail page below a requirement page (spec 03 §2). `requirementPath` is that page's
   * path as built above (or its historical page's), without its query.
   */
  detail: (requirementPath: string, kind: DetailKind, ids: { recordId: Id; questionId?: Id }, query?: Query) =>
    withQuery(`${requirementPath}/${fill(DETAIL_ROUTES[kind], { questionId: ids.questionId ?? '', recordId: ids.recordId })}`, query),

  /** The historical page of a requirement page path (its detail pages hang below it). */
  historicalOf: (requirementPath: string, query?: Query) => withQuery(`${requirementPath}/${REQUIREMENT_ROUTES.historical}`, query),
};
