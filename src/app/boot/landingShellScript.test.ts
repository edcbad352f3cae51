import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { landingShellScript } from '../../../scripts/landingShell';
import { BOOT_SHELL_CLASS, BOOT_SHELL_ID } from './bootShellNames';

const EARLY = ['/findsuppliers/assets/LandingScreen-a.js', '/findsuppliers/assets/LocalApp-b.js'];
const FOLLOW_UPS = Array.from({ length: 30 }, (_, i) => `/findsuppliers/assets/followUp${i}-c.js`);

/**
 * Runs index.html's first-view script on the landing's address with a clock that moves 1 ms each
 * time it is read; the first paint (every animation-frame callback) and each later task run when
 * the test says so. `intlCalls` counts its uses of Intl.
 */
function runShellScript() {
  const frameCallbacks: (() => void)[] = [];
  const tasks: (() => void)[] = [];
  let now = 0;
  let intlCalls = 0;
  const script = landingShellScript('/findsuppliers/', { landing: { en: EARLY } }, { landing: FOLLOW_UPS });
  const run = new Function('requestAnimationFrame', 'setTimeout', 'performance', 'Intl', script);
  const intl = { DateTimeFormat: { supportedLocalesOf: () => (intlCalls++, []) } };
  run(
    (callback: () => void) => frameCallbacks.push(callback),
    (task: () => void) => tasks.push(task),
    { now: () => (now += 1) },
    intl,
  );
  const preloads = (low: boolean) =>
    [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')]
      .filter((link) => ((link as { fetchPriority?: string }).fetchPriority === 'low') === low)
      .map((link) => new URL(link.href).pathname);
  return {
    preloads,
    paint: () => frameCallbacks.splice(0).forEach((callback) => callback()),
    nextTask: () => tasks.shift()?.(),
    pending: () => tasks.length,
    intlCalls: () => intlCalls,
  };
}

beforeEach(() => {
  window.history.replaceState(null, '', '/findsuppliers/source-supplier');
  document.body.innerHTML = `<div id="${BOOT_SHELL_ID}"></div>`;
});

afterEach(() => {
  document.head.querySelectorAll('link[rel="modulepreload"]').forEach((link) => link.remove());
  document.documentElement.classList.remove(BOOT_SHELL_CLASS);
  document.documentElement.removeAttribute('lang');
  document.body.innerHTML = '';
  window.history.replaceState(null, '', '/');
});

describe("index.html's first-view script", () => {
  it('asks for the screen code at once and the follow-ups only after the first paint', () => {
    const page = runShellScript();
    expect(page.preloads(false)).toEqual(EARLY);
    expect(page.preloads(true)).toEqual([]);
    expect(document.getElementById(BOOT_SHELL_ID)!.querySelector('h1')?.textContent).toBe('Source suppliers');
  });

  it('adds the follow-ups a few milliseconds per task, in their order, until all are asked for', () => {
    const page = runShellScript();
    page.paint();
    while (page.pending() && !page.preloads(true).length) page.nextTask(); // up to the first slice
    const firstSlice = page.preloads(true);
    expect(firstSlice.length).toBeGreaterThan(0);
    expect(firstSlice.length).toBeLessThan(FOLLOW_UPS.length);
    let tasks = 1;
    while (page.pending()) {
      page.nextTask();
      tasks++;
    }
    expect(page.preloads(true)).toEqual(FOLLOW_UPS);
    expect(tasks).toBeGreaterThan(3);
  });

  it("never uses Intl on the page's thread (index.html's Intl warm-up runs in a worker)", () => {
    const page = runShellScript();
    page.paint();
    while (page.pending()) page.nextTask();
    expect(page.intlCalls()).toBe(0);
  });
});
