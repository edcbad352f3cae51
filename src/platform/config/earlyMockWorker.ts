/**
 * The mock platform's Web Worker as index.html started it (scripts/landingShell.ts, earlyBootScript):
 * right after the first paint, as soon as config.json turned the mock platform on for this host,
 * while the app's code was still loading. Generating the network (~250 ms in the worker) then runs
 * beside the app's start instead of after it.
 */
export const EARLY_MOCK_WORKER = '__findSuppliersMockWorker';

/** What index.html keeps on `window[EARLY_MOCK_WORKER]`. */
export interface EarlyMockWorkerHolder {
  worker: Worker | null;
  /** Set when the worker failed before the app took it (its script did not load). */
  failure: string | null;
  /** Set by the app: index.html starts no worker after this. */
  taken: boolean;
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

/** The app will not run the mock platform (config error, or it is off): a worker index.html started stops. */
export function discardEarlyMockWorker(win: Window = window): void {
  takeHeld(win)?.worker?.terminate();
}
