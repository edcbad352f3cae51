import type { UnknownAction } from '@reduxjs/toolkit';
import type { i18n as I18n } from 'i18next';
import { selectProfileSubject } from '@/platform/session/profileSelectors';
import type { SessionState } from '@/platform/session';
import { pathBelowSupplier } from '../boot/profileDeepLinks';
import { screenFor, screens, supplierIdOfPath } from './routeScreens';

/** The store, as far as asking for a destination's data needs it. */
export interface RequestingStore {
  dispatch: (action: UnknownAction) => unknown;
  getState: () => { session: SessionState };
}

/**
 * Starts loading, all at once, what the page at `appPath` renders first: its route's screen, the
 * screens below it (a profile tab; a layout and the page in its outlet), their texts and, given the
 * store, their first calls. Called as a link is followed: left to the render, each would be asked for
 * only once the one above it had arrived and suspended (a profile tab's texts came ~150 ms after its
 * code, its call ~100–200 ms after the click). Resolves once all are in; a failure is left to the
 * route's own load, which shows it.
 */
export function preloadDestination(appPath: string, i18n: I18n, store?: RequestingStore): Promise<void> {
  const { namespaces } = screenFor(pathOf(appPath));
  return Promise.all([preloadScreensAt(appPath), i18n.loadNamespaces([...namespaces]), store ? requestDestination(appPath, store) : null]).then(
    () => undefined,
    () => undefined,
  );
}

/**
 * The code half of preloadDestination: the route's screen and every lazy screen below it. Not for
 * the boot: there the tab's code and its own imports would load before the header, the page's
 * largest paint (Lighthouse read the overview 88 instead of 93).
 */
export function preloadScreensAt(appPath: string): Promise<void> {
  const pathname = pathOf(appPath);
  const route = screenFor(pathname);
  const below = route.screen === screens.supplierProfile ? pathBelowSupplier(pathname) : null;
  const nested =
    below === null
      ? null
      : import('./ProfileRoute').then(({ lazyScreensBelowSupplier }) =>
          Promise.all(lazyScreensBelowSupplier(below).map((screen) => screen.preload())),
        );
  return Promise.all([route.screen.preload(), nested]).then(() => undefined);
}

const pathOf = (appPath: string) => appPath.split(/[?#]/)[0];
const queryOf = (appPath: string) => appPath.split('#')[0].split('?')[1] ?? '';

/**
 * Asks for what the page at `appPath` reads first, as prefetches its screens' reads join: a supplier's
 * header (the details, and the buyer's reference where shown) and its tab's first read (each route's
 * `handle` in supplierRouteTree.tsx), while the tab's code, texts and render are under way.
 */
export async function requestDestination(appPath: string, { dispatch, getState }: RequestingStore): Promise<void> {
  const pathname = pathOf(appPath);
  const route = screenFor(pathname);
  const supplierId = route.screen === screens.supplierProfile ? supplierIdOfPath(pathname) : null;
  const below = supplierId === null ? null : pathBelowSupplier(pathname);
  const { session } = getState();
  const dispatchAll = (events: UnknownAction[]) => events.forEach((event) => dispatch(event));
  // Each group as soon as it is known: the header's, then the tab's (which waits for the tab's chunk).
  await Promise.all([
    route.firstRequests?.(pathname, session).then(dispatchAll),
    below === null || supplierId === null
      ? null
      : import('./ProfileRoute')
          .then(({ requestsBelowSupplier }) =>
            requestsBelowSupplier(below, { supplierId, search: new URLSearchParams(queryOf(appPath)), subject: selectProfileSubject({ session }) }),
          )
          .then(dispatchAll),
  ]);
}
