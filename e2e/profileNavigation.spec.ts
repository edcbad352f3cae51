import { expect, FIRST_LOAD_MS, openApp, test } from './fixtures';
import { LandingPage } from './pages/Landing';
import { ResultsPage } from './pages/Results';
import { SupplierProfilePage } from './pages/SupplierProfile';

const GB = { persona: 'full-buyer', community: 'GB', lng: 'en' };
/** Mock network supplier 100010 (mocks/data/profile/awkwardProfiles.ts favourite). */
const DARCY = { id: 100010, name: "D'Arcy & O'Neill Roofing Ltd" };

/*
 * Issue 37 items 1 and 26 across pages: a profile opened from search closes back to exactly the
 * results page it came from; the header's back link says where it goes and, in a fresh tab, stays
 * in the app; on a requirement page no two controls share the name "Back".
 */

test('results page 2 sorted by company size → a supplier → another tab → Close profile: exactly that results page, nothing selected', async ({ page }) => {
  test.setTimeout(120_000);
  await openApp(page, 'source-supplier', GB);
  const landing = new LandingPage(page);
  await landing.chooseWorkCategory('Mast climb', /Mast climbers/i);
  await landing.show(149);
  const results = new ResultsPage(page);
  await expect(results.summary(149)).toBeVisible({ timeout: FIRST_LOAD_MS });
  const sizeHeader = results.table().getByRole('columnheader', { name: /Company size/ });
  await sizeHeader.getByRole('button', { name: 'Company size' }).click();
  await expect(page).toHaveURL(/sortName=companySize/);
  await results.goToPage(2);
  await expect(results.range('Showing 51 to 100 of 149')).toBeVisible();
  await expect(page).toHaveURL(/[?&]f=1\./);
  await results.table().getByRole('row').nth(2).getByRole('checkbox').check();
  await expect(page.getByText('1 selected')).toBeVisible();
  const cameFrom = page.url();

  const firstRow = results.table().getByRole('row').nth(1);
  const name = (await firstRow.getByRole('rowheader').textContent())?.trim() ?? '';
  await firstRow.getByRole('link', { name }).click();
  const profile = new SupplierProfilePage(page);
  await profile.loaded(name);
  await page.getByRole('tab', { name: 'Notes' }).click();
  await expect(page).toHaveURL(/\/notes$/);

  await page.getByRole('button', { name: 'Close profile' }).click();
  await expect(page).toHaveURL(cameFrom);
  await expect(results.range('Showing 51 to 100 of 149')).toBeVisible();
  await expect(sizeHeader).toHaveAttribute('aria-sort', /ascending|descending/);
  await expect(page.getByText('1 selected')).toHaveCount(0);
});

test('a profile opened in a fresh tab: "Back to previous page" stays in the app (the search), never about:blank', async ({ page }) => {
  await openApp(page, `supplier/${DARCY.id}/overview`, GB);
  const profile = new SupplierProfilePage(page);
  await profile.loaded(DARCY.name);
  await page.getByRole('link', { name: 'Back to previous page' }).click();
  await expect(new LandingPage(page).heading()).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/findsuppliers/source-supplier');
});

test('after a tab switch, "Back to previous page" returns to the previous page of the app', async ({ page }) => {
  await openApp(page, `supplier/${DARCY.id}/overview`, GB);
  await new SupplierProfilePage(page).loaded(DARCY.name);
  await page.getByRole('tab', { name: 'Notes' }).click();
  await expect(page).toHaveURL(/\/notes$/);
  await page.getByRole('link', { name: 'Back to previous page' }).click();
  await expect(page).toHaveURL(/\/overview(\?.*)?$/);
});

test('a requirement page: the header\'s back link and the requirement\'s own back have different names', async ({ page }) => {
  await openApp(page, `supplier/${DARCY.id}/compliance/requirement/10`, GB);
  await new SupplierProfilePage(page).loaded(DARCY.name);
  await expect(page.getByRole('link', { name: 'Back to previous page' })).toBeVisible();
  // The requirement's own back button (its name is the compliance feature's).
  const requirementBack = page.getByRole('button', { name: /^Back/ });
  await expect(requirementBack.first()).toBeVisible({ timeout: FIRST_LOAD_MS });
  const requirementNames = await requirementBack.allInnerTexts();
  expect(requirementNames.map((name) => name.trim())).not.toContain('Back to previous page');
  // Never two controls with one name: the header's link is the only "Back to previous page", and nothing else is a bare "Back" link.
  await expect(page.getByRole('link', { name: 'Back to previous page', exact: true })).toHaveCount(1);
  await expect(page.getByRole('link', { name: 'Back', exact: true })).toHaveCount(0);
});
