import type { Page } from '@playwright/test';

/** Sums the page's layout shifts (none caused by input) from the document's start, for `layoutShiftSoFar`. */
export async function recordLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const seen = { shift: 0 };
    (window as unknown as { layoutShift: typeof seen }).layoutShift = seen;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) seen.shift += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The layout shift summed so far, once the page has painted its current state. */
export const layoutShiftSoFar = (page: Page): Promise<number> =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => resolve((window as unknown as { layoutShift: { shift: number } }).layoutShift.shift))),
      ),
  );
