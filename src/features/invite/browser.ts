import { navigateTo } from '@/platform/router';

/**
 * Leaving the app and going back in history, which the router cannot do. One object so sagas
 * `call` it and tests can observe it (jsdom does not navigate).
 */
export const browser = {
  leave(url: string): void {
    window.location.assign(url);
  },
  currentHref(): string {
    return window.location.href;
  },
  /** "Go back" returns to the previous page; opened directly (no history) it goes to the landing page. */
  back(): void {
    if (window.history.length > 1) window.history.back();
    else navigateTo('/source-supplier');
  },
};
