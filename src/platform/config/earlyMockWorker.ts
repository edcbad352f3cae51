/**
 * The mock platform's Web Worker as index.html started it (scripts/landingShell.ts, earlyBootScript):
 * right after the first paint, as soon as config.json turned the mock platform on for this host,
 * while the app's code was still loading. Generating the network (~250 ms in the worker) then runs
 * beside the app's start instead of after it.
 */
export const EARLY_MOCK_WORKER = '__findSuppliersMockWorker';

/** The mock platform's service worker script, in public/ (the app, index.html and the tests know the name). */
export const MOCK_SERVICE_WORKER = 'mockServiceWorker.js';

/** What index.html keeps on `window[EARLY_MOCK_WORKER]`. */
export interface EarlyMockWorkerHolder {
  worker: Worker | null;
  /** Set when the worker failed before the app took it (its script did not load). */
  failure: string | null;
  /** Set by the app: index.html starts no worker after this. */
  taken: boolean;
  /**
   * index.html's registration of the service worker, made as soon as it read config.json; null once it found
   * another app's service worker on this origin, which the app removes before registering its own.
   */
  registration?: Promise<unknown>;
}

const holderOf = (win: Window) => (win as unknown as Record<string, EarlyMockWorkerHolder | undefined>)[EARLY_MOCK_WORKER];

/** Takes the holder's worker, once; index.html starts none after this. */
function takeHeld(win: Window): EarlyMockWorkerHolder | null {
  const holder = holderOf(win);
  if (!holder || holder.taken) return null;
  holder.taken = true;
  return holder;
}

/**
 * The worker index.html started, once; null when it started none (yet): the caller starts its own,
 * and index.html will not start one after this. Throws, having stopped it, when it already failed
 * (its script did not load), as creating a worker that cannot run would: the caller's way out applies.
 */
export function takeEarlyMockWorker(win: Window = window): Worker | null {
  const holder = takeHeld(win);
  if (!holder?.worker) return null;
  if (holder.failure !== null) {
    holder.worker.terminate();
    throw new Error(holder.failure);
  }
  return holder.worker;
}

/**
 * The app will not run the mock platform (config error, or it is off): a worker index.html started
 * stops, and a service worker it registered goes.
 */
export function discardEarlyMockWorker(win: Window = window): void {
  const holder = takeHeld(win);
  holder?.worker?.terminate();
  void holder?.registration
    ?.then((registration) => (registration as ServiceWorkerRegistration | null)?.unregister())
    .catch(() => undefined);
}

/**
 * The registration of the mock platform's service worker the app waits for: the one index.html made,
 * or, when it made none, the app's own, once other apps' service workers are gone (`register` runs
 * after `afterForeignWorkers`). Read once the app has taken the worker: index.html registers nothing
 * after that. A failed registration rejects, for mocks/browser.ts to report.
 */
export function mockWorkerRegistration(
  register: () => Promise<unknown>,
  afterForeignWorkers: Promise<unknown>,
  win: Window = window,
): Promise<unknown> {
  const early = holderOf(win)?.registration ?? Promise.resolve(null);
  return early.then((made) => made ?? afterForeignWorkers.then(register));
}

/**
 * The mock platform worker's name for a page: "mock-platform:warm" where the page's first calls need
 * the generated network (a supplier's profile, a results page): the worker builds it as soon as it
 * starts instead of once the page's first calls are over (mocks/platform/worker.ts), so those calls
 * find it built rather than waiting ~300–500 ms for it. The landing's first calls need none of it.
 * Self-contained (no outer names): index.html inlines its source.
 */
export function mockWorkerName(pathname: string, base: string): string {
  const below = pathname.slice(base.replace(/\/+$/, '').length);
  return /^\/(supplier\/|source-supplier\/search-results)/.test(below) ? 'mock-platform:warm' : 'mock-platform';
}

/** Whether the worker was named to build the network at once (see mockWorkerName). */
export const warmsAtOnce = (workerName: string) => workerName.endsWith(':warm');
