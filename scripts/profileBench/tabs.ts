import type { Locator, Page } from 'playwright';

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
