import { collectErrors, expect, openApp, test } from './fixtures';
import { LandingPage } from './pages/Landing';
import { ResultsPage } from './pages/Results';

/**
 * Issue 12: index.html (or main.tsx) starts the mock platform's Web Worker before the page side of the
 * platform has loaded. A worker whose script never loads fails before anyone listens; the failure is kept and the
 * platform runs in the page instead, as it did when the worker started later.
 */
test('when the mock worker script does not load, the platform runs in the page: the landing and a search work', async ({ page }) => {
  await page.route(/\/assets\/mock-platform-[\w-]+\.js$/, (route) => route.abort('failed'));
  const errors = collectErrors(page);
  await openApp(page, 'source-supplier');
  const landing = new LandingPage(page);
  await landing.chooseWorkCategory('Mast climb', /Mast climbers/i);
  await landing.show(149);
  await expect(new ResultsPage(page).summary(149)).toBeVisible();
  // Said once on the console, and nothing left uncaught.
  expect(errors.filter((error) => !error.includes('Mock platform worker failed'))).toEqual([]);
  expect(errors.some((error) => error.includes('the mock platform runs in the page instead'))).toBe(true);
});
