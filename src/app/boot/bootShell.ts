import { BOOT_SHELL_CLASS, BOOT_SHELL_ID, BOOT_SHELL_OFF_KEY, EARLY_CONFIG_FETCH } from './bootShellNames';

/**
 * index.html paints the landing's static first view (scripts/landingShell.ts) and keeps the app's
 * root hidden meanwhile, so the buyer sees the landing at once instead of "Loading…" texts and the
 * route's loader. It gives way in one step, in the same task as the commit that renders the live
 * landing (a MutationObserver runs before the next paint): nothing moves, nothing flashes. It also
 * gives way to anything else the app shows instead (another page's heading, or an alert:
 * configuration, access, sign-in failure), and after SAFETY_MS whatever the root holds by then, so it can never hide the app.
 */
export const SAFETY_MS = 10_000;

export interface BootShell {
  /** The shell's language (the one the app will choose), null when index.html showed no shell. */
  language: string | null;
  /** Removes the shell and shows the root (idempotent). */
  release(): void;
}

/**
 * The root shows a screen once it holds a page heading (the landing's, or another page shown in its
 * place: signed out, not authorised, configuration error) or an alert; loaders have neither.
 */
const showsLiveScreen = (root: HTMLElement) => !!root.querySelector('h1, [role="alert"]');

export function holdBootShell(root: HTMLElement, doc: Document = document): BootShell {
  const html = doc.documentElement;
  if (!html.classList.contains(BOOT_SHELL_CLASS)) return { language: null, release: () => undefined };
  const observer = new MutationObserver(() => {
    if (showsLiveScreen(root)) release();
  });
  const timer = setTimeout(() => release(), SAFETY_MS);
  function release() {
    observer.disconnect();
    clearTimeout(timer);
    doc.getElementById(BOOT_SHELL_ID)?.replaceChildren();
    html.classList.remove(BOOT_SHELL_CLASS);
  }
  observer.observe(root, { childList: true, subtree: true, attributes: true, attributeFilter: ['role', 'id'] });
  return { language: html.lang || null, release };
}

/** config.json's fetch as index.html started it, once (undefined without it, e.g. in tests). */
export function takeEarlyConfigFetch(win: Window = window): Promise<Response> | undefined {
  const holder = win as unknown as Record<string, Promise<Response> | undefined>;
  const started = holder[EARLY_CONFIG_FETCH];
  delete holder[EARLY_CONFIG_FETCH];
  return started;
}

/**
 * A deployment signing in with Auth0 shows "Signing in…" first, not the landing: the shell is
 * released at once and skipped on the next loads (the mock platform turns it back on).
 */
export function rememberBootShell(wanted: boolean, storage: Storage | undefined = globalThis.localStorage): void {
  try {
    if (wanted) storage?.removeItem(BOOT_SHELL_OFF_KEY);
    else storage?.setItem(BOOT_SHELL_OFF_KEY, '1');
  } catch {
    // Storage refused (private mode): the shell only shows a moment longer next time.
  }
}
