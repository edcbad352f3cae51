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
  /** The previous page; opened directly (no history) the app goes to `fallbackPath` instead. */
  back(fallbackPath: string): void {
    if (window.history.length > 1) window.history.back();
    else navigateTo(fallbackPath);
  },
};
