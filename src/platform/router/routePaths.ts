/**
 * THE route patterns of the app (spec 01 §2, spec 02 §2.2, spec 03 §2), one level per table, each
 * relative to the level above it. app/routes builds its route tree from these, and `href` (href.ts)
 * builds every link from them, so a link and the route that answers it cannot drift apart. They sit
 * below the features so that every feature can link to any screen without importing another feature.
 */

/** The app's top level (spec 01 §2). Router basename is /findsuppliers. */
export const APP_ROUTES = {
  landing: '/source-supplier',
  filters: '/source-supplier/search-filters',
  results: '/source-supplier/search-results',
  /** Beyond the spec (issue 41): suppliers side by side (`ids`, `sid`, `policy`, `backTo`). */
  compare: '/source-supplier/compare',
  supplier: '/supplier/:supplierId',
  invite: '/invite-supplier',
} as const;

/**
 * Below /supplier/:supplierId (spec 02 §2.2). The tab keys are the profile's tab ids
 * (features/supplierProfile/profileTabs.ts reads its paths from here).
 */
export const SUPPLIER_ROUTES = {
  overview: 'overview',
  issues: 'issues',
  summary: 'summary',
  compliance: 'compliance',
  workCategories: 'compliance/work-categories',
  connections: 'connections',
  documents: 'documents',
  notes: 'notes',
  customFields: 'custom-fields',
  contacts: 'contacts',
  reminderHistory: 'reminder-history',
  riskAnalytics: 'risk-analytics-summary',
  riskRadar: 'risk-analytics-detail',
  print: 'print',
  projectConnection: 'project-connection/:projectId',
  /** Legacy address kept as a redirect to the risk analytics summary. */
  reporting: 'reporting',
  /** Any path containing it looks up the public profile id first (spec 02 §2.1). */
  publicRedirect: 'public-redirect',
} as const;

/** Below /supplier/:supplierId/compliance (spec 03 §2). */
export const COMPLIANCE_ROUTES = {
  covid: 'covid-19',
  level: ':goalId',
  requirement: 'requirement/:requirementId',
  levelRequirement: ':goalId/requirement/:requirementId',
  /** Without a requirement id: the page says 'Could not find requirement id in path' (spec 03 §8). */
  requirementWithoutId: 'requirement',
  levelRequirementWithoutId: ':goalId/requirement',
} as const;

/** Below /supplier/:supplierId/compliance/work-categories (spec 03 §2). */
export const WORK_CATEGORY_ROUTES = {
  workCategory: ':workCategoryId',
} as const;

/** Below /supplier/:supplierId/connections (spec 03 §2). */
export const CONNECTION_ROUTES = {
  connection: ':groupingId',
  requirement: 'requirement/:requirementId',
  connectionRequirement: ':groupingId/requirement/:requirementId',
  requirementWithoutId: 'requirement',
  connectionRequirementWithoutId: ':groupingId/requirement',
} as const;

/** Below a requirement page (spec 03 §2): a past submission (`?submissionId=`, `backTo`). */
export const REQUIREMENT_ROUTES = {
  historical: 'historical',
} as const;

/** The read-only detail pages below a requirement page (or its historical page), spec 03 §2. */
export const DETAIL_ROUTES = {
  insurance: 'question/:questionId/insurance/:recordId',
  relatedCompany: 'relatedcompany/:recordId',
  branchOffice: 'branchoffice/:recordId',
  director: 'director/:recordId',
  tradeProfessional: 'tradeprofessional/:recordId',
  ssipCertificate: 'ssipcertificates/:recordId',
  licenceAccreditation: 'licenceAccreditations/:recordId',
  trade: 'trades/:recordId',
} as const;

export type SupplierRouteKey = keyof typeof SUPPLIER_ROUTES;
export type DetailKind = keyof typeof DETAIL_ROUTES;
