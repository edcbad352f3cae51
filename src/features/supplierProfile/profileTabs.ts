/**
 * THE table of the profile's tabs (spec 02 §2.2–§2.3): tab → route path → visibility rule. The tab
 * bar shows a tab when `visible` holds and links it with `tabHref`; the route tree
 * (app/routes/supplierRouteTree.tsx) generates one route per entry, guarded by ProfileRouteGuard,
 * which asks `accessTo` for the same entry, so the bar and the routes cannot disagree.
 */
import { href, SUPPLIER_ROUTES, type Id } from '@/platform/router';
import {
  canSeeRiskAnalytics,
  canSeeRiskRadar,
  type ProfileSubject,
} from '@/platform/auth/profilePolicies';
import type { SupplierDetailsDto } from '@/services/supplier/types';

/**
 * What the route does for a buyer: show the screen, show a lock panel in its place, send the buyer
 * to the profile root (spec 02 §2.2's permission redirects), or say "Not yet implemented" (a route
 * this buyer's community or flags do not have, like any other unknown path).
 */
export type ProfileRouteAccess = 'allow' | 'lock' | 'redirectToProfile' | 'notImplemented';

export interface ProfileTab {
  id: ProfileTabId;
  /** Route path below /supplier/:supplierId (no leading slash): platform/router's SUPPLIER_ROUTES. */
  path: (typeof SUPPLIER_ROUTES)[ProfileTabId];
  /** Key of the tab's label in the supplierProfile namespace (`tabs.<id>`). */
  labelKey: `tabs.${ProfileTabId}`;
  /** Other routes below /supplier/:supplierId that belong to this tab (the tab bar marks it current). */
  otherPaths?: readonly string[];
  /** Shown in the tab bar. */
  visible: (subject: ProfileSubject) => boolean;
  /** The route's answer; by default the screen when the tab is visible, "Not yet implemented" otherwise. */
  access?: (subject: ProfileSubject) => ProfileRouteAccess;
  /** The Issues tab's alert icon. */
  alert?: (details: SupplierDetailsDto) => boolean;
}

export const PROFILE_TAB_IDS = [
  'overview',
  'issues',
  'summary',
  'compliance',
  'workCategories',
  'connections',
  'documents',
  'notes',
  'customFields',
  'contacts',
  'reminderHistory',
  'riskAnalytics',
  'riskRadar',
] as const;
export type ProfileTabId = (typeof PROFILE_TAB_IDS)[number];

const always = () => true;

export const PROFILE_TABS: readonly ProfileTab[] = [
  { id: 'overview', path: SUPPLIER_ROUTES.overview, labelKey: 'tabs.overview', visible: always },
  {
    id: 'issues',
    path: SUPPLIER_ROUTES.issues,
    labelKey: 'tabs.issues',
    visible: (s) => s.profile.issuesTab,
    alert: (details) => details.consultNoticesCount > 0,
  },
  { id: 'summary', path: SUPPLIER_ROUTES.summary, labelKey: 'tabs.summary', visible: (s) => s.profile.summaryTab },
  {
    id: 'compliance',
    path: SUPPLIER_ROUTES.compliance,
    labelKey: 'tabs.compliance',
    visible: always,
    // The tab is always there; its screen needs the compliance tab feature (spec 02 §2.2).
    access: (s) => (s.flags?.complianceTabEnabled ? 'allow' : 'notImplemented'),
  },
  {
    id: 'workCategories',
    path: SUPPLIER_ROUTES.workCategories,
    labelKey: 'tabs.workCategories',
    visible: (s) => s.profile.workCategoriesTab,
  },
  {
    id: 'connections',
    path: SUPPLIER_ROUTES.connections,
    // A project connection is one of the supplier's connections (spec 03 §2).
    otherPaths: ['project-connection'],
    labelKey: 'tabs.connections',
    // Spec 02 §2.3 lists it as always shown; spec 03 §6 makes the connections content a component
    // visibility flag: where the community hides it the tab is not in the bar (issue 37), while its
    // route still answers a typed or stale link with the "not shown in this community" page
    // (ConnectionsContentGate), asking for nothing.
    visible: (s) => s.profile.connectionsContent,
    access: () => 'allow',
  },
  { id: 'documents', path: SUPPLIER_ROUTES.documents, labelKey: 'tabs.documents', visible: always },
  { id: 'notes', path: SUPPLIER_ROUTES.notes, labelKey: 'tabs.notes', visible: always },
  { id: 'customFields', path: SUPPLIER_ROUTES.customFields, labelKey: 'tabs.customFields', visible: always },
  { id: 'contacts', path: SUPPLIER_ROUTES.contacts, labelKey: 'tabs.contacts', visible: (s) => s.profile.contactsTab },
  {
    id: 'reminderHistory',
    path: SUPPLIER_ROUTES.reminderHistory,
    labelKey: 'tabs.reminderHistory',
    visible: (s) => s.flags?.supplierRemindersEnabled === true && s.profile.reminderHistoryTab,
  },
  {
    id: 'riskAnalytics',
    path: SUPPLIER_ROUTES.riskAnalytics,
    labelKey: 'tabs.riskAnalytics',
    visible: canSeeRiskAnalytics,
    access: (s) => (canSeeRiskAnalytics(s) ? 'allow' : 'redirectToProfile'),
  },
  {
    id: 'riskRadar',
    path: SUPPLIER_ROUTES.riskRadar,
    labelKey: 'tabs.riskRadar',
    // The tab follows its visibility flag; its content needs the permission (spec 02 §2.3): a
    // buyer who sees the tab without it gets the lock panel. Reached any other way without the
    // permission (a typed or stale link), the route sends the buyer to the profile root (§2.2).
    visible: (s) => s.profile.riskRadarTab,
    access: (s) => (canSeeRiskRadar(s) ? 'allow' : s.profile.riskRadarTab ? 'lock' : 'redirectToProfile'),
  },
];

const byId = new Map(PROFILE_TABS.map((tab) => [tab.id, tab]));

export const profileTab = (id: ProfileTabId): ProfileTab => byId.get(id)!;

/** A tab's address (the tab bar's links, and every link to a tab). */
export const tabHref = (id: ProfileTabId, supplierId: Id): string => href.supplier.tab(id, { supplierId });

/**
 * The bare profile path, and any unknown path below it, opens the overview (the spec allows summary
 * or overview): the overview is always shown, while the summary tab depends on the community.
 */
export const DEFAULT_PROFILE_TAB: ProfileTabId = 'overview';

/** Tabs in the bar, in the spec's order. */
export const visibleTabs = (subject: ProfileSubject): ProfileTab[] => PROFILE_TABS.filter((tab) => tab.visible(subject));

/** What the tab's route does for this buyer. */
export function accessTo(id: ProfileTabId, subject: ProfileSubject): ProfileRouteAccess {
  const tab = profileTab(id);
  if (tab.access) return tab.access(subject);
  return tab.visible(subject) ? 'allow' : 'notImplemented';
}

/** The tab whose route the pathname (below the supplier) is on: the longest matching path wins. */
export function tabOfPath(subPath: string): ProfileTab | null {
  const clean = subPath.replace(/^\/+|\/+$/g, '');
  let found: ProfileTab | null = null;
  const under = (path: string) => clean === path || clean.startsWith(`${path}/`);
  for (const tab of PROFILE_TABS) {
    if (under(tab.path) && (!found || tab.path.length > found.path.length)) found = tab;
  }
  if (!found) found = PROFILE_TABS.find((tab) => tab.otherPaths?.some(under)) ?? null;
  return found;
}
