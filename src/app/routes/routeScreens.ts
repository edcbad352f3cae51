import { lazyScreen, type LazyScreen } from '@/platform/async';
import { canInvite, componentVisible } from '@/platform/auth/policies';
import type { RouteRule } from '@/platform/auth/routeRules';
import { matchPath, paths } from '@/platform/router';

// Route screens are lazy chunks: the landing route's first load carries only what it needs.
export const screens = {
  landing: lazyScreen(() => import('@/features/search/landing/LandingScreen'), 'LandingScreen'),
  filters: lazyScreen(() => import('@/features/search/filters/FiltersScreen'), 'FiltersScreen'),
  results: lazyScreen(() => import('./ResultsRoute'), 'ResultsRoute'),
  supplierNotBuilt: lazyScreen(() => import('./placeholders'), 'SupplierPlaceholder'),
  invite: lazyScreen(() => import('@/features/invite/InviteSupplierScreen'), 'InviteSupplierScreen'),
};

/**
 * Who may open each gated route (platform/auth/routeRules), read by <RouteGuard> in the route
 * table. The same policies gate the buttons that lead there and the sagas that act.
 */
export const routeRules = {
  invite: [
    // Spec 01 §2: without the invite-supplier component the buyer is sent to /.
    { allow: componentVisible('inviteSupplier'), otherwise: { redirectTo: '/' } },
    { allow: canInvite, otherwise: { refuse: 'inviteSupplier' } },
  ],
} satisfies Record<string, readonly RouteRule[]>;

interface RouteScreen {
  pattern: string;
  screen: LazyScreen;
  /** The screen acts on results (export, segments, invite) and waits for the late features. */
  late?: boolean;
  /** Who may open it; absent means every buyer with access to the app. */
  rules?: readonly RouteRule[];
}

/** Which screen each route pattern shows: read by the route table and by `screenFor`. */
export const routeScreens: RouteScreen[] = [
  { pattern: paths.filters, screen: screens.filters },
  { pattern: paths.results, screen: screens.results, late: true },
  { pattern: paths.landing, screen: screens.landing },
  { pattern: `${paths.supplierBase}/*`, screen: screens.supplierNotBuilt },
  { pattern: paths.invite, screen: screens.invite, late: true, rules: routeRules.invite },
];

/** The screen a pathname shows (unknown paths redirect to the landing page). */
export function screenFor(pathname: string): RouteScreen {
  const found = routeScreens.find(({ pattern }) => matchPath(pattern, pathname));
  return found ?? { pattern: paths.landing, screen: screens.landing };
}
