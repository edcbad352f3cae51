/**
 * The first screen's main content ("first content"). On a deep link into a supplier it is the
 * header with the supplier's details, the page's largest paint. What the buyer does not need for it
 * (the shell's language list, menu items and user name, the profile's more-menu, the development
 * panel, the toast region, other features' chunks) waits until it has painted, so that it neither
 * competes with it for the network and the main thread nor adds to its render delay (issue 39).
 *
 * A first screen that announces no first content (the landing and results, which paint a static
 * first view) releases everything at once: nothing waits unless the boot has called
 * `awaitFirstContent`. A ceiling releases it anyway, so a screen that never announces (a redirect,
 * a failure) holds nothing back for long. Once per page load: later navigations never wait.
 */

import { whenIdle } from '@/lib/whenIdle';

/** The longest anything waits for the first content. */
export const FIRST_CONTENT_CEILING_MS = 4_000;

type Listener = () => void;

let awaited = false;
let ceiling: ReturnType<typeof setTimeout> | undefined;
const waiting = new Set<Listener>();

function release(): void {
  if (!awaited) return;
  awaited = false;
  clearTimeout(ceiling);
  const tasks = [...waiting];
  waiting.clear();
  tasks.forEach((task) => task());
}

/** The boot's first screen will announce its first content: hold what waits for it until then. */
export function awaitFirstContent(ceilingMs = FIRST_CONTENT_CEILING_MS): void {
  if (awaited) return;
  awaited = true;
  ceiling = setTimeout(release, ceilingMs);
}

/**
 * A screen that will announce the first content is on screen (still loading): the ceiling does not
 * apply while it is, however slow its data (its failure announces too). The returned function, for
 * when it leaves unannounced, starts the ceiling again.
 */
export function holdFirstContent(): () => void {
  if (!awaited) return () => undefined;
  clearTimeout(ceiling);
  return () => {
    if (!awaited) return;
    clearTimeout(ceiling);
    ceiling = setTimeout(release, FIRST_CONTENT_CEILING_MS);
  };
}

/** How long what waits may still wait for an idle moment once the first content has painted. */
const IDLE_AFTER_CONTENT_MS = 1_000;

/**
 * The first content has been committed: what waits for it runs once the browser has painted it (the
 * next frame) and then has an idle moment, so it does not compete with the rest of the screen the
 * content belongs to (a tab's rows rendering, its calls' answers) either.
 */
export function firstContentShown(): void {
  if (!awaited) return;
  requestAnimationFrame(() => whenIdle(release, IDLE_AFTER_CONTENT_MS));
}

export const isFirstContentShown = (): boolean => !awaited;

/** Runs `task` once the first content has painted (at once if nothing is awaited). Returns a cancel. */
export function afterFirstContent(task: () => void): () => void {
  if (!awaited) {
    task();
    return () => undefined;
  }
  let live = true;
  const run = () => live && task();
  waiting.add(run);
  return () => {
    live = false;
    waiting.delete(run);
  };
}
