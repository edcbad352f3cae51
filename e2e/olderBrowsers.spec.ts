import { collectErrors, expect, openApp, test } from './fixtures';
import { LandingPage, typeInto } from './pages/Landing';

/**
 * Issue 34: Safari < 17.4, Chrome < 116 and Firefox < 124 have no AbortSignal.any. The page runs
 * without it from its first script on, as in such a browser; the type-ahead must still search.
 */
test('without AbortSignal.any, typing "roof" in the work-category type-ahead shows suggestions', async ({ page }) => {
  await page.addInitScript(() => {
    // @ts-expect-error the older browsers' AbortSignal
    delete AbortSignal.any;
  });
  const errors = collectErrors(page);
  await openApp(page, 'source-supplier', { lng: 'en' });
  const landing = new LandingPage(page);
  await expect(landing.heading()).toBeVisible();
  expect(await page.evaluate(() => 'any' in AbortSignal)).toBe(false);

  await typeInto(landing.workCategorySearch(), 'roof');
  await expect(page.getByRole('option', { name: /roof/i }).first()).toBeVisible();
  await expect(page.getByText('Request has failed')).toHaveCount(0);

  // The search itself goes through too: pick one and the count arrives.
  await landing.chooseWorkCategory('roof', /roof/i);
  await expect(landing.showButton()).toHaveText(/^Show \(\d+ results\)$/);
  expect(errors).toEqual([]);
});
