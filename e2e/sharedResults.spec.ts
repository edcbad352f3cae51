import { expect, FIRST_LOAD_MS, openApp, test } from './fixtures';
import { LandingPage } from './pages/Landing';
import { ResultsPage } from './pages/Results';

/**
 * On the mock platform a search session lives in the storage of the browser that made it. A
 * results link carries the session's filters (f=), so it works in any other browser too.
 */
test('a results link opened in another browser shows the same results', async ({ page, browser }) => {
  await openApp(page, 'source-supplier', { persona: 'full-buyer', community: 'GB', lng: 'en' });
  const landing = new LandingPage(page);
  await landing.chooseWorkCategory('Mast climb', /Mast climbers/i);
  await landing.show(149);
  const results = new ResultsPage(page);
  await expect(results.summary(149)).toBeVisible();
  await results.goToPage(2);
  await expect(results.range('Showing 51 to 100 of 149')).toBeVisible();
  await expect(page).toHaveURL(/[?&]f=1\.[\w-]+/);
  const link = new URL(page.url());
  // Short enough to paste anywhere.
  expect(link.href.length).toBeLessThan(600);

  const elsewhere = await browser.newContext();
  try {
    const other = await elsewhere.newPage();
    const errors: string[] = [];
    other.on('pageerror', (error) => errors.push(error.message));
    await other.goto(link.href);
    const theirs = new ResultsPage(other);
    // A new browser starts its own mock platform cold (it generates the network before the first
    // search): on a busy 2-core machine that alone can take longer than the default 10 s.
    await expect(theirs.summary(149)).toBeVisible({ timeout: FIRST_LOAD_MS });
    await expect(theirs.range('Showing 51 to 100 of 149')).toBeVisible();
    await expect(theirs.activeFilter('Work categories (1)')).toBeVisible();
    await expect(other.getByRole('alert')).toHaveCount(0);
    const opened = new URL(other.url());
    expect(opened.searchParams.get('sid')).not.toBe(link.searchParams.get('sid'));
    expect(opened.searchParams.get('f')).toBe(link.searchParams.get('f'));
    expect(errors).toEqual([]);
  } finally {
    await elsewhere.close();
  }
});

test('a results link whose search cannot be found says so once, with a way to start again', async ({ page }) => {
  await openApp(page, 'source-supplier/search-results?sid=nowhere-1', { persona: 'full-buyer', community: 'GB', lng: 'en' });
  const results = new ResultsPage(page);
  await expect(results.heading()).toBeVisible();
  await expect(page.getByText('This search is no longer available')).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Start a new search' }).click();
  await expect(new LandingPage(page).heading()).toBeVisible();
});
