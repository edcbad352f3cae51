import { navigateTo } from '../router/navigation';

function sameOrigin(url: string): boolean {
  try {
    return !!url && new URL(url).origin === window.location.origin;
  } catch {
    return false;
  }
}

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
  /** Opens the browser's print dialog (the profile's print view). */
  print(): void {
    window.print();
  },
  /** Hands a downloaded file to the browser as a download (certificates, compliance statement). */
  saveFile(blob: Blob, fileName: string): void {
    const url = URL.createObjectURL(blob);
    const link = document.createElement('a');
    link.href = url;
    link.download = fileName;
    document.body.appendChild(link);
    link.click();
    link.remove();
    window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
  },
  /**
   * The previous page when there is one to go back to: a page of this app earlier in this tab (the
   * router numbers its entries, `idx`, from 0), or a page of this site that linked here. Opened in a
   * fresh tab or from another site, history back would leave for about:blank or that site (issue 37
   * item 26): the app goes to `fallbackPath` instead.
   */
  back(fallbackPath: string): void {
    if (browser.hasPrevious()) window.history.back();
    else navigateTo(fallbackPath);
  },
  /** Whether `back` has a previous page to go to (else it takes its fallback): a back control names its destination by it. */
  hasPrevious(): boolean {
    const idx = (window.history.state as { idx?: unknown } | null)?.idx;
    const fromThisSite = window.history.length > 1 && sameOrigin(document.referrer);
    return (typeof idx === 'number' && idx > 0) || fromThisSite;
  },
};
