/** How long `whenIdle` waits at most for the browser to be idle. */
export const IDLE_TIMEOUT_MS = 2_000;

type IdleWindow = Pick<Window, 'setTimeout' | 'clearTimeout'> & {
  requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => number;
  cancelIdleCallback?: (handle: number) => void;
};

/**
 * Runs `task` once the browser has nothing more urgent to do, or after `timeoutMs` at the latest (a
 * page that never idles still gets it). Where requestIdleCallback is missing (Safari), a timeout of
 * 0 stands in for it. Returns a function that cancels a task not yet run.
 */
export function whenIdle(task: () => void, timeoutMs = IDLE_TIMEOUT_MS, win: IdleWindow = window): () => void {
  if (win.requestIdleCallback && win.cancelIdleCallback) {
    const handle = win.requestIdleCallback(task, { timeout: timeoutMs });
    return () => win.cancelIdleCallback!(handle);
  }
  const handle = win.setTimeout(task, 0);
  return () => win.clearTimeout(handle);
}
