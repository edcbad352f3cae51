import { startWarmUp } from './warmUp';

/** How long no call must have come after the page's first calls before the warm-up begins. */
export const QUIET_MS = 500;
/** The warm-up begins by then at the latest, from the worker's start, however busy the page is. */
export const LATEST_MS = 2_000;

/**
 * Schedules the network's warm-up for when the page's start-up is over: once its first calls have
 * been answered and none has come for QUIET_MS, or LATEST_MS after the worker started. Building the
 * network takes ~300 ms of CPU; on a two-core machine, run beside the page's first render it made the
 * landing usable ~150 ms later (the landing's first calls need none of it). A call that needs the
 * network before then builds it at once (getNetwork).
 */
export function warmUpWhenQuiet(start: () => unknown = startWarmUp, quietMs = QUIET_MS, latestMs = LATEST_MS) {
  let started = false;
  let quiet: ReturnType<typeof setTimeout> | undefined;
  const begin = () => {
    if (started) return;
    started = true;
    clearTimeout(quiet);
    clearTimeout(latest);
    start();
  };
  const latest = setTimeout(begin, latestMs);
  return {
    /** A call has been answered: the warm-up waits for quiet again. */
    callAnswered() {
      if (started) return;
      clearTimeout(quiet);
      quiet = setTimeout(begin, quietMs);
    },
  };
}
