/**
 * A deep link into a supplier (/supplier/:supplierId/…): which screen module its first view shows and
 * which texts it reads, by the path below the supplier. index.html preloads both beside the app's own
 * code (scripts/deepLinkPreloads.ts) and the app loads the texts before its first render
 * (app/routes/routeScreens.ts), so a link from an email or a colleague does not find the profile's
 * frame, its tab and their texts one dynamic import after another. The first match wins; the
 * overview is what an unknown path shows.
 */
export interface ProfileDeepLink {
  /** Matches the path below /supplier/:supplierId/ (no leading slash, no query). */
  below: RegExp;
  /** The screen's lazy module, as the build names it (a renamed file fails the build). */
  module: string;
  /** The i18n namespaces the screen's first view reads, beside the profile frame's. */
  namespaces: readonly string[];
}

/** What the profile's frame (header, notices, tab bar) reads on every tab. */
export const PROFILE_FRAME_NAMESPACES = ['supplierProfile', 'profileOverview', 'notices'] as const;

const COMPLIANCE = '/src/features/compliance/complianceScreens.ts';
/**
 * What the compliance area's layout reads for every page below it (features/compliance/complianceTexts.ts;
 * written out here so the first load carries no compliance module; routeScreens.test.ts checks they agree).
 */
const COMPLIANCE_LAYOUT_NAMESPACES = ['compliance', 'expiryTimeline', 'workCategories', 'complianceDocuments', 'connections'] as const;

export const PROFILE_DEEP_LINKS: readonly ProfileDeepLink[] = [
  { below: /^compliance\/work-categories(\/|$)/, module: '/src/features/compliance/workCategories/workCategoriesScreens.ts', namespaces: ['workCategories', 'compliance'] },
  // Every page below /compliance renders in its layout, which reads the dashboard's texts.
  { below: /^compliance\/.*requirement\//, module: COMPLIANCE, namespaces: [...COMPLIANCE_LAYOUT_NAMESPACES, 'complianceDetails'] },
  { below: /^compliance(\/|$)/, module: COMPLIANCE, namespaces: COMPLIANCE_LAYOUT_NAMESPACES },
  { below: /^connections(\/|$)/, module: '/src/features/compliance/connections/connectionsScreens.ts', namespaces: ['connections', 'compliance'] },
  { below: /^documents(\/|$)/, module: '/src/features/supplierProfile/tabs/documents/DocumentsScreen.tsx', namespaces: ['profileDocuments'] },
  { below: /^notes(\/|$)/, module: '/src/features/supplierProfile/tabs/notes/NotesScreen.tsx', namespaces: ['profileNotes'] },
  { below: /^summary(\/|$)/, module: '/src/features/supplierProfile/tabs/summary/SummaryScreen.tsx', namespaces: ['profileSummary'] },
  { below: /^contacts(\/|$)/, module: '/src/features/supplierProfile/tabs/contacts/ContactsScreen.tsx', namespaces: ['profileContacts'] },
  { below: /^custom-fields(\/|$)/, module: '/src/features/supplierProfile/tabs/customFields/CustomFieldsScreen.tsx', namespaces: ['profileCustomFields'] },
  { below: /^reminder-history(\/|$)/, module: '/src/features/supplierProfile/tabs/reminderHistory/ReminderHistoryScreen.tsx', namespaces: ['profileReminders'] },
  { below: /^issues(\/|$)/, module: '/src/features/supplierProfile/tabs/issues/IssuesScreen.tsx', namespaces: ['profileIssues'] },
  { below: /^risk-analytics-summary(\/|$)/, module: '/src/features/supplierProfile/risk/RiskAnalyticsSummaryScreen.tsx', namespaces: ['riskAnalytics'] },
  { below: /^/, module: '/src/features/supplierProfile/tabs/overview/OverviewScreen.tsx', namespaces: ['profileLocations'] },
];

/** The part of an app path below /supplier/:supplierId/, or null when the path is not a supplier's. */
export function pathBelowSupplier(appPath: string): string | null {
  const match = /^\/supplier\/[^/]+\/?(.*)$/.exec(appPath);
  return match ? match[1].replace(/\/+$/, '') : null;
}

/** The deep link's entry for a path below the supplier (the overview's for an unknown one). */
export const profileDeepLinkFor = (below: string): ProfileDeepLink => PROFILE_DEEP_LINKS.find((link) => link.below.test(below))!;
