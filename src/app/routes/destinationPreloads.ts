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
  const pathname = appPath.split(/[?#]/)[0];
  const route = screenFor(pathname);
  const below = route.screen === screens.supplierProfile ? pathBelowSupplier(pathname) : null;
  const waits: Promise<unknown>[] = [route.screen.preload(), i18n.loadNamespaces([...route.namespaces])];
  if (below !== null) {
    waits.push(
      import('./ProfileRoute').then(({ lazyScreensBelowSupplier }) =>
        Promise.all(lazyScreensBelowSupplier(below).map((screen) => screen.preload())),
      ),
    );
  }
  return Promise.all(waits).then(
    () => undefined,
    () => undefined,
  );
}
