import type { i18n as I18n } from 'i18next';
import { pathBelowSupplier } from '../boot/profileDeepLinks';
import { screenFor, screens } from './routeScreens';

/**
 * Starts loading, all at once, what the page at `appPath` renders first: its route's screen, the
 * screens below it (a profile tab; a layout and the page in its outlet) and their texts. Called as a
 * link is followed: left to the render, each would be asked for only once the one above it had
 * arrived and suspended (a profile tab's texts came ~150 ms after its code). Resolves once all are in;
 * a failure is left to the route's own load, which shows it.
 */
export function preloadDestination(appPath: string, i18n: I18n): Promise<void> {
  const { namespaces } = screenFor(pathOf(appPath));
  return Promise.all([preloadScreensAt(appPath), i18n.loadNamespaces([...namespaces])]).then(
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
