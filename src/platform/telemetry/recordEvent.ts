/**
 * Usage events the product records (spec 02 §2.7 "HasOpenedRiskRadar with the supplier id"). The
 * spec names no analytics vendor, so events go onto `window.dataLayer`, the queue tag managers
 * read; with none installed they stay there, harmless, and tests read them.
 */
export type UsageEvent = { event: 'HasOpenedRiskRadar'; supplierId: number };

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

export function recordEvent(event: UsageEvent): void {
  if (typeof window === 'undefined') return;
  (window.dataLayer ??= []).push({ ...event });
}
