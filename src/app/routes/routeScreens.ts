import type { ComponentType } from 'react';
import { lazyScreen, type LazyScreen } from '@/platform/async';
import { matchPath, paths } from '@/platform/router';

// Route screens are lazy chunks: the landing route's first load carries only what it needs.
export const screens = {
  landing: lazyScreen(() => import('@/features/search/landing/LandingScreen'), 'LandingScreen'),
  filters: lazyScreen(() => import('@/features/search/filters/FiltersScreen'), 'FiltersScreen'),
  results: lazyScreen(() => import('./ResultsRoute'), 'ResultsRoute'),
  supplierNotBuilt: lazyScreen(() => import('./placeholders'), 'SupplierPlaceholder'),
  /** /supplier/:supplierId: the profile variants and frame (header, tabs); each tab is its own chunk below. */
  supplierProfile: lazyScreen(() => import('./ProfileRoute'), 'ProfileRoute'),
  invite: lazyScreen(() => import('@/features/invite/InviteSupplierScreen'), 'InviteSupplierScreen'),
};

const profilePlaceholder = <K extends string>(name: K) => lazyScreen(() => import('./profilePlaceholders') as Promise<Record<K, ComponentType>>, name);

/**
 * The profile's tab screens (spec 02 §2.2), each a lazy chunk shown in the profile layout's outlet.
 * An issue that builds a tab points its entry at the real screen.
 */
export const profileScreens = {
  overview: profilePlaceholder('OverviewPlaceholder'),
  summary: profilePlaceholder('SummaryPlaceholder'),
  issues: profilePlaceholder('IssuesPlaceholder'),
  compliance: profilePlaceholder('CompliancePlaceholder'),
  workCategories: profilePlaceholder('WorkCategoriesPlaceholder'),
  connections: profilePlaceholder('ConnectionsPlaceholder'),
  projectConnection: profilePlaceholder('ProjectConnectionPlaceholder'),
  documents: lazyScreen(() => import('@/features/supplierProfile/tabs/documents/DocumentsScreen'), 'DocumentsScreen'),
  notes: profilePlaceholder('NotesPlaceholder'),
  customFields: profilePlaceholder('CustomFieldsPlaceholder'),
  contacts: profilePlaceholder('ContactsPlaceholder'),
  reminderHistory: profilePlaceholder('ReminderHistoryPlaceholder'),
  riskAnalytics: profilePlaceholder('RiskAnalyticsPlaceholder'),
  riskRadar: profilePlaceholder('RiskRadarPlaceholder'),
  print: profilePlaceholder('PrintPlaceholder'),
} satisfies Record<string, LazyScreen>;

interface RouteScreen {
  pattern: string;
  screen: LazyScreen;
  /** The screen acts on results (export, segments, invite) and waits for the late features. */
  late?: boolean;
}

/** Which screen each route pattern shows: read by the route table and by `screenFor`. */
export const routeScreens: RouteScreen[] = [
  { pattern: paths.filters, screen: screens.filters },
  { pattern: paths.results, screen: screens.results, late: true },
  { pattern: paths.landing, screen: screens.landing },
  { pattern: `${paths.supplierBase}/*`, screen: screens.supplierProfile },
  { pattern: paths.invite, screen: screens.invite, late: true },
];

/** The screen a pathname shows (unknown paths redirect to the landing page). */
export function screenFor(pathname: string): RouteScreen {
  const found = routeScreens.find(({ pattern }) => matchPath(pattern, pathname));
  return found ?? { pattern: paths.landing, screen: screens.landing };
}
