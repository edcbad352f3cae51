import { expect, FIRST_LOAD_MS, openApp, test } from './fixtures';
import { SupplierProfilePage } from './pages/SupplierProfile';

/**
 * Issue 39: on a deep link into a supplier the header with the supplier's details (the page's
 * largest paint) comes first. The shell's secondary parts (language list, menu items), the header's
 * more-menu, the development panel, the toasts' region and other features' chunks are asked for
 * only once it is on screen, so none of them competes with it; they all still arrive.
 */

const GB = { persona: 'full-buyer', community: 'GB', lng: 'en' };
/** Chunks that must wait for the header, by the start of their file names. */
const AFTER_HEADER = ['ProfileMenu-', 'LanguageSelect-', 'MenuItems-', 'DevPanel-', 'Toast-', 'segments-', 'filtersWorkers-', 'searchSessionWorkers-'];

test('a deep link shows the supplier header before the shell’s secondary parts and other features load', async ({ page }) => {
  // When the header's facts were first in the document, on the page's own clock.
  await page.addInitScript(() => {
    const seen = new MutationObserver(() => {
      if (!document.querySelector('main header dl')) return;
      (window as unknown as { headerAt: number }).headerAt = performance.now();
      seen.disconnect();
    });
    seen.observe(document, { subtree: true, childList: true });
  });
  await openApp(page, 'supplier/100012/overview', GB);
  const profile = new SupplierProfilePage(page);
  await expect(profile.heading(/.+/)).toBeVisible({ timeout: FIRST_LOAD_MS });

  // Everything that waited arrives: the menu, the language list, the dev panel.
  await expect(profile.moreActions()).toBeEnabled();
  await expect(page.getByRole('button', { name: /Language/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add to supply chain' })).toBeEnabled();

  const { headerAt, started } = await page.evaluate(() => ({
    headerAt: (window as unknown as { headerAt: number }).headerAt,
    started: performance.getEntriesByType('resource').map((entry) => ({ name: entry.name, at: entry.startTime })),
  }));
  expect(headerAt).toBeGreaterThan(0);
  for (const part of AFTER_HEADER) {
    const chunk = started.find(({ name }) => name.includes(`/assets/${part}`));
    expect(chunk, `${part} was loaded`).toBeDefined();
    expect(chunk!.at, `${part} was asked for after the header`).toBeGreaterThan(headerAt);
  }
});
