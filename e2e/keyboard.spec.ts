import type { Locator, Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, openApp, test } from './fixtures';
import { LandingPage } from './pages/Landing';
import { ResultsPage } from './pages/Results';
import { FiltersPage } from './pages/Filters';

/** Presses Tab until `target` has focus; fails if it is not reached within `maxPresses`. */
async function tabTo(page: Page, target: Locator, maxPresses = 60) {
  for (let i = 0; i < maxPresses; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

test('keyboard only: a work category, Show, then a company size applied from the filters page', async ({ page }) => {
  await openApp(page, 'source-supplier');
  const landing = new LandingPage(page);
  await expect(landing.heading()).toBeVisible();

  // Landing: from the top of the page to the work-category type-ahead, pick with the arrow keys.
  await page.locator('body').focus();
  await tabTo(page, landing.workCategorySearch());
  await page.keyboard.type('Mast climb');
  await expect(page.getByRole('option', { name: /Mast climbers/i }).first()).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  const show = page.getByRole('button', { name: 'Show (149 results)' });
  await expect(show).toBeVisible();
  await tabTo(page, show);
  await page.keyboard.press('Enter');

  const results = new ResultsPage(page);
  await expect(results.range('Showing 1 to 50 of 149')).toBeVisible();

  // Results → the full filters page.
  const editFilters = page.getByRole('link', { name: 'Edit all filters' });
  await tabTo(page, editFilters);
  await page.keyboard.press('Enter');
  const filters = new FiltersPage(page);
  await expect(filters.heading()).toBeVisible();

  // Open "Company size", tick Small, apply.
  const companySize = page.getByRole('button', { name: 'Company size', exact: true });
  await tabTo(page, companySize);
  await page.keyboard.press('Enter');
  const small = page.getByRole('checkbox', { name: 'Small' });
  await tabTo(page, small);
  await page.keyboard.press('Space');
  await expect(small).toBeChecked();
  await expectNoSeriousA11yViolations(page);
  const apply = page.getByRole('button', { name: /^Apply new filters/ });
  await expect(apply).toBeVisible();
  // Apply sits above the groups: back up to it with Shift+Tab.
  for (let i = 0; i < 80 && !(await apply.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Shift+Tab');
  await expect(apply).toBeFocused();
  await page.keyboard.press('Enter');

  await expect(results.heading()).toBeVisible();
  await expect(results.activeFilter('Company size (1)')).toBeVisible();
  await expect(results.summary()).toBeVisible();
});
