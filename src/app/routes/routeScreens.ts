import type { UnknownAction } from '@reduxjs/toolkit';
import { can } from '@/platform/auth/can';
import { isLimitedToLanding } from '@/platform/auth/policies';
import { lazyScreen, type LazyScreen } from '@/platform/async';
import { filtersActions } from '@/features/search/filters/filtersSlice';
import { APP_ROUTES, BASENAME, matchPath, SUPPLIER_ROUTES } from '@/platform/router';
import { prefetchRequested } from '@/platform/resource';
import type { SessionState } from '@/platform/session';
import { selectProfileSubject } from '@/platform/session/profileSelectors';
import { FIRST_VIEW_NAMESPACES } from '../boot/landingTexts';
import { PROFILE_FRAME_NAMESPACES, pathBelowSupplier, profileDeepLinkFor } from '../boot/profileDeepLinks';

// Route screens are lazy chunks: the landing route's first load carries only what it needs.
export const screens = {
  // Ready once its lazy parts are too (type-aheads, search type, filters): none of them suspends.
  landing: lazyScreen(() => import('@/features/search/landing/LandingScreen').then((m) => m.landingPartsLoaded.then(() => m)), 'LandingScreen'),
  filters: lazyScreen(() => import('@/features/search/filters/FiltersScreen'), 'FiltersScreen'),
  results: lazyScreen(() => import('./ResultsRoute'), 'ResultsRoute'),
  /** Issue 41: the comparison, with the add-to-supply-chain slot like the results page. */
  compare: lazyScreen(() => import('./CompareRoute'), 'CompareRoute'),
  /** /supplier/:supplierId: the profile variants and frame (header, tabs); each tab is its own chunk below. */
  supplierProfile: lazyScreen(() => import('./ProfileRoute'), 'ProfileRoute'),
  // Behind its route rules (routeRules.ts), checked inside the lazy chunk.
  invite: lazyScreen(() => import('./InviteRoute'), 'InviteRoute'),
};

interface RouteScreen {
  pattern: string;
  screen: LazyScreen;
  /** The screen acts on results (export, segments, invite): its controls for them wait for the late features, and so do tests. */
  late?: boolean;
  /**
   * The i18n namespaces its first view reads: loaded before the app's first render when the app
   * opens on this route, so the screen does not suspend on its texts (and React does not hold it
   * back to reveal it after the loader).
   */
  namespaces: readonly string[];
  /**
   * What the screen's first view asks for at mount, dispatched as soon as the store exists when the
   * app opens on this route: its calls then run while the app renders, not after. Each must be an
   * event its saga answers once (a later dispatch at mount finds the load under way and adds none).
   */
  firstEvents?: () => UnknownAction[];
  /**
   * Like firstEvents, for requests whose declarations live in a lazy chunk (index.html has usually
   * preloaded it): dispatched once it has arrived, still before the screen mounts.
   */
  firstRequests?: (appPath: string, session: SessionState) => Promise<UnknownAction[]>;
  /**
   * The screen announces when its main content has painted (platform/firstContent): as the first
   * screen, what can wait (the shell's secondary parts, other features' chunks) waits for it.
   */
  announcesFirstContent?: boolean;
}

/**
 * A deep link into an on-platform supplier asks for the supplier's details (and the buyer's reference
 * where the header shows it) with the store, not once the profile's frame has mounted: the header
 * (the page's heading and largest paint) waits for nothing else, and the calls then run while the
 * app's first render does (issue 39).
 */
async function supplierFirstRequests(appPath: string, session: SessionState): Promise<UnknownAction[]> {
  const id = /^\/supplier\/([1-9]\d{0,14})(\/|$)/.exec(appPath)?.[1];
  if (!id || appPath.split('/').includes(SUPPLIER_ROUTES.publicRedirect)) return [];
  // A buyer the routes keep off the profile (AppRoutes) never sees it: asking would only earn a 403.
  const subject = selectProfileSubject({ session });
  if (!can(subject.identity, 'suppliersourcing:access') || isLimitedToLanding(subject)) return [];
  const onDashboard = pathBelowSupplier(appPath) === SUPPLIER_ROUTES.compliance;
  const [{ supplierDetails }, { supplierReference }, goals] = await Promise.all([
    import('@/services/supplier/supplierResources'),
    import('@/services/entityReferences/referenceResources'),
    onDashboard ? import('@/services/compliance/goalsResources') : null,
  ]);
  const args = { supplierId: Number(id) };
  // The header also waits for the buyer's own reference where the community shows it (ProfileLayout).
  const wantsReference = subject.profile.reference;
  return [
    prefetchRequested(supplierDetails, args),
    ...(wantsReference ? [prefetchRequested(supplierReference, args)] : []),
    // The compliance dashboard opens on its levels table: asked for with the details, the levels are
    // there when the tab first renders, so the widgets below them do not move down when they come
    // (a layout shift of 0.068 at 412 px when they came ~400 ms after the tab).
    ...(goals ? [prefetchRequested(goals.supplierGoals, args)] : []),
  ];
}

// The filters block asks for its reference data (facets, work categories) when it mounts.
const filtersFirstEvents = () => [filtersActions.filtersNeeded()];

/** Which screen each route pattern shows: read by the route table and by `screenFor`. */
export const routeScreens: RouteScreen[] = [
  { pattern: APP_ROUTES.filters, screen: screens.filters, namespaces: ['search', 'searchFilters'], firstEvents: filtersFirstEvents },
  { pattern: APP_ROUTES.results, screen: screens.results, late: true, namespaces: FIRST_VIEW_NAMESPACES.results },
  { pattern: APP_ROUTES.compare, screen: screens.compare, namespaces: ['compare'] },
  { pattern: APP_ROUTES.landing, screen: screens.landing, namespaces: FIRST_VIEW_NAMESPACES.landing, firstEvents: filtersFirstEvents },
  { pattern: `${APP_ROUTES.supplier}/*`, screen: screens.supplierProfile, namespaces: PROFILE_FRAME_NAMESPACES, firstRequests: supplierFirstRequests, announcesFirstContent: true },
  { pattern: APP_ROUTES.invite, screen: screens.invite, late: true, namespaces: ['invite'] },
];

/** The screen a pathname shows (unknown paths redirect to the landing page). */
export function screenFor(pathname: string): RouteScreen {
  const found = routeScreens.find(({ pattern }) => matchPath(pattern, pathname));
  if (!found) return routeScreens.find(({ screen }) => screen === screens.landing)!;
  // A deep link into a supplier reads its frame's texts and its screen's (the same table index.html preloads from).
  const below = found.screen === screens.supplierProfile ? pathBelowSupplier(pathname) : null;
  return below === null ? found : { ...found, namespaces: [...PROFILE_FRAME_NAMESPACES, ...profileDeepLinkFor(below).namespaces] };
}

/** The browser's address below the app's base path. */
export const appPathAtAddress = (pathname: string = window.location.pathname): string =>
  pathname.startsWith(BASENAME) ? pathname.slice(BASENAME.length) || '/' : pathname;

/** The screen the browser's address opens (the app's base path left off), at boot and for the first render. */
export const screenAtAddress = (pathname: string = window.location.pathname): RouteScreen => screenFor(appPathAtAddress(pathname));
