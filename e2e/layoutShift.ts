import type { Page } from '@playwright/test';

interface Seen {
  shift: number;
  /** What moved, for a failing test to say: the node, where it was and where it went. */
  moved: string[];
}

/** Sums the page's layout shifts (none caused by input) from the document's start, for `layoutShiftSoFar`. */
export async function recordLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const seen: Seen = { shift: 0, moved: [] };
    (window as unknown as { layoutShift: Seen }).layoutShift = seen;
    type Shift = PerformanceEntry & {
      value: number;
      hadRecentInput: boolean;
      sources: { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
    };
    const box = (r: DOMRectReadOnly) => [r.x, r.y, r.width, r.height].map(Math.round).join(',');
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Shift[]) {
        if (entry.hadRecentInput) continue;
        seen.shift += entry.value;
        for (const source of entry.sources) {
          const node = source.node instanceof Element ? source.node.outerHTML : (source.node?.textContent ?? '');
          seen.moved.push(`${entry.value.toFixed(4)} at ${Math.round(entry.startTime)} ms: ${box(source.previousRect)} → ${box(source.currentRect)} ${node.slice(0, 160)}`);
        }
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The layout shift summed so far and what moved, once the page has painted its current state. */
export const layoutShiftSoFar = (page: Page): Promise<Seen> =>
  page.evaluate(
    () =>
      new Promise<Seen>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => resolve((window as unknown as { layoutShift: Seen }).layoutShift))),
      ),
  );
