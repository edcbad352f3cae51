import type { Page } from '@playwright/test';
import { expect, FIRST_LOAD_MS, openApp, test } from './fixtures';
import { SupplierProfilePage } from './pages/SupplierProfile';

/**
 * Issue 12: the supplier profile takes its final place in its first paint. The header's late parts
 * (the logo from the logo service, the lazily loaded more-menu, Add to supply chain once the late
 * features fill its slot) arrive into places kept for them, so the tab bar and the tab below never
 * move; Lighthouse's mobile run measured a cumulative layout shift of 0.113 before.
 */

const GB = { persona: 'full-buyer', community: 'GB', lng: 'en' };
/**
 * 100012 a plain profile; the awkward ones of mocks/data/profile/awkwardProfiles.ts: 100004 suspended
 * (the longest name and the Suspended flag), 100009 no locations.
 */
const SUPPLIERS = [100012, 100004, 100009];
const VIEWPORTS = [
  { width: 412, height: 823 },
  { width: 1440, height: 900 },
];
const TAB_BAR = '[role="tablist"][aria-label="Supplier profile"]';

interface Observed {
  shift: number;
  /** The tab bar's top in the document when it first appeared. */
  firstTabBarTop: number | null;
}

/** Sums layout shifts from the document's start and notes where the tab bar first stood. */
async function observeLayout(page: Page) {
  await page.addInitScript((tabBar) => {
    const seen: Observed = { shift: 0, firstTabBarTop: null };
    (window as unknown as { observed: Observed }).observed = seen;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) seen.shift += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
    new MutationObserver(() => {
      const bar = seen.firstTabBarTop === null ? document.querySelector(tabBar) : null;
      if (bar) seen.firstTabBarTop = bar.getBoundingClientRect().top + window.scrollY;
    }).observe(document, { subtree: true, childList: true });
  }, TAB_BAR);
}

/** What was observed once the page has painted its current state. */
const observed = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<Observed & { tabBarTop: number }>((resolve) =>
        requestAnimationFrame(() =>
          requestAnimationFrame(() => {
            const bar = document.querySelector('[role="tablist"][aria-label="Supplier profile"]')!;
            resolve({ ...(window as unknown as { observed: Observed }).observed, tabBarTop: bar.getBoundingClientRect().top + window.scrollY });
          }),
        ),
      ),
  );

for (const viewport of VIEWPORTS) {
  for (const supplierId of SUPPLIERS) {
    test(`at ${viewport.width} px supplier ${supplierId}'s overview does not move as its late parts arrive`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await observeLayout(page);
      await openApp(page, `supplier/${supplierId}/overview`, GB);
      const profile = new SupplierProfilePage(page);
      const heading = profile.heading(/.+/);
      await expect(heading).toBeVisible({ timeout: FIRST_LOAD_MS });
      const name = (await heading.textContent())!;

      // Every late part is in: the logo, the menu, Add to supply chain, the overview's data.
      await expect(page.getByRole('img', { name: `${name} logo` })).toBeVisible();
      await expect(profile.moreActions()).toBeEnabled();
      // Below 768 px Add to supply chain is in the "…" menu (issue 38), not in the header's row.
      if (viewport.width >= 768) await expect(page.getByRole('button', { name: 'Add to supply chain' })).toBeEnabled();
      await expect(page.getByRole('main').getByRole('progressbar')).toHaveCount(0);

      const seen = await observed(page);
      expect(seen.firstTabBarTop).not.toBeNull();
      expect(Math.abs(seen.tabBarTop - seen.firstTabBarTop!)).toBeLessThan(1);
      expect(seen.shift).toBeLessThanOrEqual(0.05);
    });
  }
}
