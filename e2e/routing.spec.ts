import { expect, openApp, test } from './fixtures';
import { LandingPage } from './pages/Landing';
import { ResultsPage } from './pages/Results';

test('Back and Forward restore the same results screen (page, sort and sid in the URL)', async ({ page }) => {
  await openApp(page, 'source-supplier');
  const landing = new LandingPage(page);
  await landing.chooseWorkCategory('Mast climb', /Mast climbers/i);
  await landing.show(149);
  const results = new ResultsPage(page);
  await expect(results.range('Showing 1 to 50 of 149')).toBeVisible();
  const firstPage = await results.supplierNames();

  await results.goToPage(2);
  await expect(results.range('Showing 51 to 100 of 149')).toBeVisible();
  // The rows may follow the range line by a frame: read page 2 once its rows have replaced page 1's.
  await expect.poll(() => results.supplierNames()).not.toEqual(firstPage);
  const secondPage = await results.supplierNames();

  await page.goBack();
  await expect(page).not.toHaveURL(/page=2/);
  await expect(results.range('Showing 1 to 50 of 149')).toBeVisible();
  await expect.poll(() => results.supplierNames()).toEqual(firstPage);

  await page.goForward();
  await expect(page).toHaveURL(/page=2/);
  await expect(results.range('Showing 51 to 100 of 149')).toBeVisible();
  await expect.poll(() => results.supplierNames()).toEqual(secondPage);

  // Back past the results reaches the landing page the search started from.
  await page.goBack();
  await page.goBack();
  await expect(landing.heading()).toBeVisible();
});

test('an unknown path below /findsuppliers lands on Source suppliers', async ({ page }) => {
  await openApp(page, 'no/such/page');
  await expect(new LandingPage(page).heading()).toBeVisible();
  await expect(page).toHaveURL(/\/findsuppliers\/source-supplier$/);
});

test('a supplier page opened by URL says plainly that it is not built yet', async ({ page }) => {
  await openApp(page, 'supplier/42/documents');
  await expect(page.getByRole('heading', { level: 1, name: 'Supplier details' })).toBeVisible();
  await expect(page).toHaveURL(/\/findsuppliers\/supplier\/42\/documents$/);
});
