import { afterEach, describe, expect, it, vi } from 'vitest';
import { holdBootShell, rememberBootShell, SAFETY_MS, takeEarlyConfigFetch } from './bootShell';
import { BOOT_SHELL_CLASS, BOOT_SHELL_ID, BOOT_SHELL_OFF_KEY, EARLY_CONFIG_FETCH } from './bootShellNames';

/** index.html as the landing shell's inline script leaves it: shell painted, root hidden. */
function pageWithShell() {
  document.body.innerHTML = `<div id="${BOOT_SHELL_ID}"><h1>Source suppliers</h1></div><div id="root"><p role="status">Loading…</p></div>`;
  document.documentElement.classList.add(BOOT_SHELL_CLASS);
  return document.getElementById('root')!;
}

const shellShown = () => document.documentElement.classList.contains(BOOT_SHELL_CLASS) && !!document.querySelector(`#${BOOT_SHELL_ID} h1`);
const nextMicrotasks = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  document.documentElement.classList.remove(BOOT_SHELL_CLASS);
  document.body.innerHTML = '';
  vi.useRealTimers();
});

describe('holdBootShell', () => {
  it('keeps the shell while the root shows only loading states, and gives way once the live landing is rendered', async () => {
    const root = pageWithShell();
    holdBootShell(root);
    root.innerHTML = '<header>Find Suppliers</header><main><div role="progressbar" aria-label="Loading"></div></main>';
    await nextMicrotasks();
    expect(shellShown()).toBe(true);
    root.querySelector('main')!.innerHTML = '<section><h1 id="landing-heading">Source suppliers</h1></section>';
    await nextMicrotasks();
    expect(shellShown()).toBe(false);
    expect(document.getElementById(BOOT_SHELL_ID)?.childElementCount).toBe(0);
  });

  it('gives way to an alert the app shows instead of the landing', async () => {
    const root = pageWithShell();
    holdBootShell(root);
    root.innerHTML = '<div role="alert">You do not have access</div>';
    await nextMicrotasks();
    expect(shellShown()).toBe(false);
  });

  it('gives way to another page shown in place of the landing (signed out)', async () => {
    const root = pageWithShell();
    holdBootShell(root);
    root.innerHTML = '<main><h1>You are signed out</h1><a href="/">Sign in again</a></main>';
    await nextMicrotasks();
    expect(shellShown()).toBe(false);
  });

  it('never hides the app for longer than its safety delay', () => {
    vi.useFakeTimers();
    const root = pageWithShell();
    holdBootShell(root);
    vi.advanceTimersByTime(SAFETY_MS - 1);
    expect(shellShown()).toBe(true);
    vi.advanceTimersByTime(1);
    expect(shellShown()).toBe(false);
  });

  it('does nothing when index.html showed no shell (another path)', () => {
    document.body.innerHTML = `<div id="${BOOT_SHELL_ID}"></div><div id="root"></div>`;
    holdBootShell(document.getElementById('root')!).release();
    expect(document.documentElement.classList.contains(BOOT_SHELL_CLASS)).toBe(false);
  });
});

describe('rememberBootShell', () => {
  it('marks an Auth0 deployment so the next loads skip the shell, and the mock platform clears the mark', () => {
    rememberBootShell(false, localStorage);
    expect(localStorage.getItem(BOOT_SHELL_OFF_KEY)).toBe('1');
    rememberBootShell(true, localStorage);
    expect(localStorage.getItem(BOOT_SHELL_OFF_KEY)).toBeNull();
  });
});

describe('takeEarlyConfigFetch', () => {
  it("hands over index.html's config.json fetch once", () => {
    const started = Promise.resolve(new Response('{}'));
    const win = { [EARLY_CONFIG_FETCH]: started } as unknown as Window;
    expect(takeEarlyConfigFetch(win)).toBe(started);
    expect(takeEarlyConfigFetch(win)).toBeUndefined();
  });
});

describe('the shell language', () => {
  it('is the one index.html chose (html lang), and none without a shell', () => {
    const root = pageWithShell();
    document.documentElement.lang = 'nl';
    const held = holdBootShell(root);
    expect(held.language).toBe('nl');
    held.release();
    expect(holdBootShell(root).language).toBeNull();
  });
});
