import { navigateTo } from '../router/navigation';

/**
 * Leaving, reloading or going back a page, which the router cannot do. One object for every feature,
 * so sagas `call` it and tests can observe it (jsdom does not implement page navigation).
 */
export const browser = {
  leave(url: string): void {
    window.location.assign(url);
  },
  reload(): void {
    window.location.reload();
  },
  /** The page the buyer is on, e.g. for a hand-off's backTo. */
  currentHref(): string {
    return window.location.href;
  },
  /** The previous page; opened directly (no history) the app goes to `fallbackPath` instead. */
  back(fallbackPath: string): void {
    if (window.history.length > 1) window.history.back();
    else navigateTo(fallbackPath);
  },
};
