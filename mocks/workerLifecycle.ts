/**
 * The mock platform's service worker across full-page navigations. msw's worker script unregisters
 * itself when its last page closes; on a full-page navigation the next page may not count yet, so the
 * registration can vanish while the next page starts msw. Two things then go wrong (issue 10):
 * - msw found the registration and calls `registration.update()` without catching it
 *   (mswjs/msw#2006): an uncaught "Failed to update a ServiceWorker … Not found" on the page;
 * - the new page was loaded outside any worker and msw re-attached to the dying registration: it is
 *   not controlled, so every call of the page misses the mock platform.
 */

/** Set just before our reload, read and cleared by the page that reload loads. */
const RELOAD_KEY = 'mockPlatform.reloadedForWorker';

/** The failure of msw's uncaught update() of our worker; any other rejection is not ours to hide. */
export function isMockWorkerUpdateFailure(reason: unknown, workerUrl: string): boolean {
  return (
    reason instanceof Error &&
    reason.message.startsWith('Failed to update a ServiceWorker') &&
    reason.message.includes(`('${workerUrl}')`)
  );
}

/**
 * The page stays controlled by the worker it loaded under (msw's start tells that worker about it),
 * so an update that finds the registration gone changes nothing here: it is handled, not thrown.
 */
export function handleMockWorkerUpdateFailures(workerUrl: string, win: Window = window): void {
  win.addEventListener('unhandledrejection', (event) => {
    if (!isMockWorkerUpdateFailure(event.reason, workerUrl)) return;
    event.preventDefault();
    console.info('Mock platform: the service worker unregistered itself during the navigation; this page keeps it.');
  });
}

export function isControlledBy(workerUrl: string, nav: Navigator = navigator): boolean {
  return nav.serviceWorker?.controller?.scriptURL === workerUrl;
}

/** A worker that just activated claims the page a moment later: wait for that before judging. */
const CLAIM_WAIT_MS = 1_000;

function controllerChange(nav: Navigator, ms: number): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      nav.serviceWorker.removeEventListener('controllerchange', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    nav.serviceWorker.addEventListener('controllerchange', done);
  });
}

interface ReloadDeps {
  nav?: Navigator;
  storage?: Storage;
  reload?: () => void;
  claimWaitMs?: number;
}

/**
 * After msw started: a page the worker does not control reloads, so that it loads under the
 * (re-)registered worker — once: a page our reload loaded never reloads again (no loop). Resolves
 * true when a reload is under way (render nothing meanwhile).
 */
export async function reloadIfUncontrolled(workerUrl: string, deps: ReloadDeps = {}): Promise<boolean> {
  const {
    nav = navigator,
    storage = window.sessionStorage,
    reload = () => window.location.reload(),
    claimWaitMs = CLAIM_WAIT_MS,
  } = deps;
  const loadedByOurReload = storage.getItem(RELOAD_KEY) !== null;
  storage.removeItem(RELOAD_KEY);
  if (!nav.serviceWorker || isControlledBy(workerUrl, nav)) return false;
  await controllerChange(nav, claimWaitMs);
  if (isControlledBy(workerUrl, nav)) return false;
  if (loadedByOurReload) {
    console.warn('Mock platform: this page is not under the mock service worker; its calls reach the network.');
    return false;
  }
  storage.setItem(RELOAD_KEY, '1');
  reload();
  return true;
}
