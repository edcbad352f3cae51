import type { Locator, Page } from 'playwright';
import type { BenchScenario } from './types';
import { armTimer, readTimer } from './timer';

/**
 * A profile tab scrolled into view in its row, once the row has reported the scroll. The row scrolls
 * sideways at narrow widths; Playwright's click scrolls and presses in the same frame, and React
 * Aria, restoring the row's last reported scroll position when the tab takes focus, moved the tab
 * away between the press and the release: no navigation, and the sample never ended.
 */
export async function tabInView(page: Page, name: string): Promise<Locator> {
  const tab = page.getByRole('tab', { name });
  await tab.scrollIntoViewIfNeeded();
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  return tab;
}

/**
 * Overview → `tab` for a supplier the app has not seen (`nextSupplier()` gives a fresh id each sample, so
 * the tab's call is timed too), until `row` is in the DOM. `settled`: clicked once the overview's own
 * calls are over, as a buyer reading it first would; at once, the tab's call waits in the mock
 * platform's worker behind the overview's (issue 39, session 13).
 */
export function tabSwitchScenario(options: { label: string; tab: string; row: string; settled: boolean; nextSupplier: () => number }): BenchScenario {
  const { label, tab, row, settled, nextSupplier } = options;
  return {
    name: `tab switch (overview${settled ? ' settled' : ''} → ${tab}) → ${label} painted`,
    targetMs: 150,
    async measure(page, baseUrl) {
      await page.goto(`${baseUrl}supplier/${nextSupplier()}/overview`);
      await page.getByRole('region', { name: 'About' }).waitFor();
      if (settled) await page.waitForLoadState('networkidle');
      const link = await tabInView(page, tab);
      await armTimer(page, `!!document.querySelector(${JSON.stringify(row)})`);
      await link.click();
      return readTimer(page);
    },
  };
}
