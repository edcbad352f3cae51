import { UNSTABLE_ToastQueue as ToastQueue } from 'react-aria-components';

/**
 * Plain module (no React) so sagas can raise toasts through an injected function:
 * `showToast({ title, tone })` works from anywhere once a <ToastRegion/> is mounted.
 */
export type ToastTone = 'success' | 'error' | 'info';

export interface ToastContent {
  title: string;
  description?: string;
  tone: ToastTone;
  /** A link under the text (e.g. the download manager); a plain anchor, so it may leave the app. */
  link?: { label: string; href: string };
}

export const DEFAULT_TOAST_TIMEOUT_MS = 3000;

export const toastQueue = new ToastQueue<ToastContent>({ maxVisibleToasts: 5 });

export interface ShowToastOptions {
  timeout?: number;
  onClose?: () => void;
}

/** Returns the toast key, which `closeToast` accepts. */
export function showToast(content: ToastContent, options: ShowToastOptions = {}): string {
  return toastQueue.add(content, { timeout: options.timeout ?? DEFAULT_TOAST_TIMEOUT_MS, onClose: options.onClose });
}

export function closeToast(key: string): void {
  toastQueue.close(key);
}

/** For tests and logout: the queue is module-level, so it outlives any single render. */
export function clearToasts(): void {
  toastQueue.clear();
}
