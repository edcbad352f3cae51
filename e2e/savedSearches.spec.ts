import { expect, expectNoSeriousA11yViolations, FIRST_LOAD_MS, openApp, test } from './fixtures';
import { LandingPage } from './pages/Landing';
import { ResultsPage } from './pages/Results';
import { SavedSearches } from './pages/SavedSearches';

const FULL_BUYER = { persona: 'full-buyer', community: 'GB', lng: 'en' };

test('search, save, find it on the landing page, run it: the same results; a reload keeps it', async ({ page }) => {
  await openApp(page, 'source-supplier', FULL_BUYER);
  const landing = new LandingPage(page);
  await landing.chooseWorkCategory('Mast climb', /Mast climbers/i);
  await landing.show(149);
  const results = new ResultsPage(page);
  await expect(results.summary(149)).toBeVisible();
  const pageOne = await results.supplierNames();
  await results.goToPage(2);
  await expect(results.range('Showing 51 to 100 of 149')).toBeVisible();
  // The range follows the address at once; the rows follow when page 2 has come.
  await expect.poll(() => results.supplierNames()).not.toEqual(pageOne);
  const first = await results.supplierNames();

  const saved = new SavedSearches(page);
  await saved.saveAs('Mast climbers, weekly');
  await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Source suppliers' }).click();
  await expect(landing.heading()).toBeVisible();
  const item = saved.item('Mast climbers, weekly');
  await expect(item).toBeVisible();
  await expect(item.getByText('All suppliers · Mast Climbers')).toBeVisible();

  await page.reload();
  await expect(saved.item('Mast climbers, weekly')).toBeVisible({ timeout: FIRST_LOAD_MS });

  await saved.run('Mast climbers, weekly');
  await expect(results.summary(149)).toBeVisible();
  // Run opens page 1 of the same search, in the same order: page 2 lists the same suppliers as before.
  await results.goToPage(2);
  await expect(results.range('Showing 51 to 100 of 149')).toBeVisible();
  await expect.poll(() => results.supplierNames()).toEqual(first);
});

test('a fifteenth saved search saves (no cap), and the landing pages through them', async ({ page }) => {
  await openApp(page, 'source-supplier', FULL_BUYER);
  const saved = new SavedSearches(page);
  await expect(saved.item('Excavation contractors')).toBeVisible({ timeout: FIRST_LOAD_MS });
  // Eleven more through the search service (three are the full buyer's own): fourteen in all.
  const statuses = await page.evaluate(async () => {
    const answers: number[] = [];
    for (let n = 1; n <= 11; n++) {
      const response = await fetch('/mock-api/search/savedsearches', {
        method: 'POST',
        headers: { Authorization: 'Bearer mock-token:5001', 'Content-Type': 'application/json' },
        body: JSON.stringify({ name: `Search ${String(n).padStart(2, '0')}`, orderedFilters: [{ id: 'productServicesIDs', isQuery: true, query: { Id: 10000 + n, MinValue: null, MaxValue: null } }] }),
      });
      answers.push(response.status);
    }
    return answers;
  });
  expect(statuses).toEqual(Array(11).fill(201));

  const landing = new LandingPage(page);
  await landing.chooseWorkCategory('Mast climb', /Mast climbers/i);
  await landing.show(149);
  await expect(new ResultsPage(page).summary(149)).toBeVisible();
  await saved.saveAs('The fifteenth');

  await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Source suppliers' }).click();
  await expect(saved.list()).toHaveAccessibleName('15 saved searches');
  // Newest run first: the one just saved leads page 1 of 3.
  await expect(saved.list().getByRole('heading', { level: 3 }).first()).toHaveText('The fifteenth');
  await saved.section().getByRole('navigation', { name: 'Saved searches pages' }).getByRole('button', { name: 'Page 3' }).click();
  await expect(saved.list().getByRole('listitem')).toHaveCount(5);
});

test('the landing with saved searches passes axe, and works at 375 px', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await openApp(page, 'source-supplier', FULL_BUYER);
  const saved = new SavedSearches(page);
  const item = saved.item('Excavation contractors');
  await expect(item.getByText('All suppliers · Excavation')).toBeVisible({ timeout: FIRST_LOAD_MS });
  await expect(item.getByRole('button', { name: /^12 new since the last run of Excavation contractors/ })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  // Nothing wider than the screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

  // Keyboard: Rename is reachable and its dialog opens and closes with the keys.
  await item.getByRole('button', { name: 'Rename Excavation contractors' }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Rename saved search' });
  await expect(dialog.getByRole('textbox', { name: 'Name' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
});
