import type { ReactNode } from 'react';
import { APP_ROUTES, href, Navigate, type RouteObject } from '@/platform/router';
import { LateFeaturesGate } from './LateFeaturesGate';
import { RouteBoundary } from './RouteBoundary';
import { screens } from './routeScreens';

const { landing: Landing, filters: Filters, results: Results, compare: Compare, supplierProfile: Profile, invite: Invite } = screens;

/** Each route screen has its own error boundary and loader (RouteBoundary). */
const screen = (element: ReactNode) => <RouteBoundary>{element}</RouteBoundary>;

/**
 * THE app's route tree (spec 01 §2), read top to bottom: path (platform/router's APP_ROUTES, which
 * the href builder builds every link from), lazy screen, guard, redirect. The filters and results
 * routes rank above the landing route by being exact; any other path redirects to /source-supplier.
 *
 * Everything below /supplier/:supplierId (spec 02 §2.2, spec 03 §2) is in supplierRouteTree.tsx,
 * which comes with the profile's chunk (so the landing's first load carries none of the profile and
 * compliance code): ProfileRoute renders it. Together the two modules are the one tree; the route
 * tree test (routeTree.test.tsx) walks them as one.
 */
export const appRouteTree: RouteObject[] = [
  { path: APP_ROUTES.filters, element: screen(<Filters />) },
  { path: APP_ROUTES.results, element: screen(<Results />) },
  // Beyond the spec (issue 41): suppliers side by side; its add-to-supply-chain dialog waits for the late features.
  { path: APP_ROUTES.compare, element: screen(<Compare />) },
  { path: APP_ROUTES.landing, element: screen(<Landing />) },
  { path: `${APP_ROUTES.supplier}/*`, element: screen(<Profile />) },
  // Guard: the community's invite-supplier component (else → /) and canInvite (else a not-authorised page), routeRules.ts.
  { path: APP_ROUTES.invite, element: screen(<LateFeaturesGate><Invite /></LateFeaturesGate>) },
  { path: '*', element: <Navigate to={href.landing()} replace /> },
];
