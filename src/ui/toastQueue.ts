import { UNSTABLE_ToastQueue as ToastQueue } from 'react-aria-components';

/**
 * Plain module (no React) so sagas can raise toasts through an injected function:
 * `showToast({ title, tone })` works from anywhere once a <ToastRegion/> is mounted.
 */
export type ToastTone = 'success' | 'error' | 'info';

/**
 * Text raised where nothing translates (a saga): an i18n key with its namespace
 * (`supplierProfile:reference.added`) and values; the toast region translates it as it renders.
 */
export interface ToastText {
  key: string;
  values?: Record<string, string | number>;
}

export interface ToastContent {
  title: string | ToastText;
  description?: string | ToastText;
  tone: ToastTone;
  /** A link under the text (e.g. the download manager); a plain anchor, so it may leave the app. */
  link?: { label: string | ToastText; href: string };
}

/** Success toasts (spec 02 §9 "Toasts 3000 ms"); remove and upload toasts pass it explicitly (spec 02 §8). */
export const DEFAULT_TOAST_TIMEOUT_MS = 3000;

/** Every other alert auto-dismisses after 10 seconds (spec 02 §8–§9 "alerts 10,000 ms"): errors stay long enough to read. */
export const ALERT_TIMEOUT_MS = 10_000;

/** A toast's lifetime when the caller names none: 3000 ms for a success, 10 s for anything else. */
export function defaultToastTimeout(tone: ToastTone): number {
  return tone === 'success' ? DEFAULT_TOAST_TIMEOUT_MS : ALERT_TIMEOUT_MS;
}

export const toastQueue = new ToastQueue<ToastContent>({ maxVisibleToasts: 5 });

export interface ShowToastOptions {
  timeout?: number;
  onClose?: () => void;
}

/** Returns the toast key, which `closeToast` accepts. */
export function showToast(content: ToastContent, options: ShowToastOptions = {}): string {
  return toastQueue.add(content, { timeout: options.timeout ?? defaultToastTimeout(content.tone), onClose: options.onClose });
}

export function closeToast(key: string): void {
  toastQueue.close(key);
}

/** For tests and logout: the queue is module-level, so it outlives any single render. */
export function clearToasts(): void {
  toastQueue.clear();
}
