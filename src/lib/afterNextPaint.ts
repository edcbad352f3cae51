/** How long a task waits at most when the page paints no frame (a background tab gets none). */
export const AFTER_PAINT_CEILING_MS = 500;

type PaintWindow = Pick<Window, 'requestAnimationFrame' | 'cancelAnimationFrame' | 'setTimeout' | 'clearTimeout'>;

/**
 * Runs `task` once the browser has painted what is committed now: an animation frame's callback runs
 * just before the paint, and a task it posts runs after it. A page that paints no frame (a tab opened
 * in the background) runs the task after `ceilingMs` instead. Returns a function that cancels it.
 */
export function afterNextPaint(task: () => void, ceilingMs = AFTER_PAINT_CEILING_MS, win: PaintWindow = window): () => void {
  let done = false;
  let afterFrame: number | undefined;
  const run = () => {
    if (done) return;
    done = true;
    win.cancelAnimationFrame(frame);
    win.clearTimeout(ceiling);
    win.clearTimeout(afterFrame);
    task();
  };
  const frame = win.requestAnimationFrame(() => {
    afterFrame = win.setTimeout(run, 0);
  });
  const ceiling = win.setTimeout(run, ceilingMs);
  return () => {
    done = true;
    win.cancelAnimationFrame(frame);
    win.clearTimeout(ceiling);
    win.clearTimeout(afterFrame);
  };
}
