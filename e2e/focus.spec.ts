import type { Locator, Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, FIRST_LOAD_MS, openApp, test } from './fixtures';
import { LandingPage, typeInto } from './pages/Landing';
import { ResultsPage } from './pages/Results';

/*
 * Issue 10, keyboard and focus: the skip link, focus on the new page's heading after a navigation,
 * focus back on the opener when a dialog closes, the selection bar a few key presses from the rows,
 * and type-ahead lists that close on Escape.
 */

const isFocused = (target: Locator) => target.evaluate((el) => el === document.activeElement);

/** Presses `key` until `target` has focus; returns how many presses it took (fails past `max`). */
async function pressUntilFocused(page: Page, key: 'Tab' | 'Shift+Tab', target: Locator, max: number) {
  for (let presses = 1; presses <= max; presses++) {
    await page.keyboard.press(key);
    if (await isFocused(target)) return presses;
  }
  await expect(target).toBeFocused();
  return max;
}

async function openLanding(page: Page) {
  await openApp(page, 'source-supplier', { persona: 'full-buyer', community: 'GB', lng: 'en' });
  const landing = new LandingPage(page);
  await expect(landing.workCategorySearch()).toBeVisible();
  return landing;
}

/** Mast climbers → Show: 149 results, and the results table in view. */
async function searchMastClimbers(page: Page) {
  const landing = await openLanding(page);
  await landing.chooseWorkCategory('Mast climb', /Mast climbers/i);
  await landing.show(149);
  const results = new ResultsPage(page);
  await expect(results.summary(149)).toBeVisible();
  await expect(results.table().getByRole('row').nth(1)).toBeVisible();
  return results;
}

test('the first Tab offers "Skip to main content"; Enter moves focus into the page', async ({ page }) => {
  const landing = await openLanding(page);
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
  // From the top of the page's own content: the intro's links, the two look-ups, then the filters.
  expect(await pressUntilFocused(page, 'Tab', landing.workCategorySearch(), 12)).toBeLessThanOrEqual(12);
});

test('after a navigation focus is on the new page heading; a sort leaves it on the sort button', async ({ page }) => {
  const landing = await openLanding(page);
  await expect(landing.heading()).not.toBeFocused();
  await landing.chooseWorkCategory('Mast climb', /Mast climbers/i);
  const show = page.getByRole('button', { name: 'Show (149 results)' });
  await show.focus();
  await page.keyboard.press('Enter');
  const results = new ResultsPage(page);
  await expect(results.heading()).toBeFocused();

  const sortByName = results.nameHeader().getByRole('button', { name: 'Supplier' });
  await sortByName.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/sortOrder=desc/);
  await expect(results.nameHeader()).toHaveAttribute('aria-sort', 'descending');
  await expect(sortByName).toBeFocused();

  await page.getByRole('link', { name: 'Edit all filters' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Find suppliers' })).toBeFocused();
});

test("the browser's Back and Forward between profile tabs put focus on the page heading, not the tab pressed before", async ({ page }) => {
  await openApp(page, 'supplier/100001/overview', { persona: 'full-buyer', community: 'GB', lng: 'en' });
  const heading = page.getByRole('heading', { level: 1, name: "O'Brien & Sons Civil Engineering Ltd" });
  await expect(heading).toBeVisible({ timeout: FIRST_LOAD_MS });
  const notes = page.getByRole('tab', { name: 'Notes' });
  await notes.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/supplier\/100001\/notes/);
  // The Notes page is on screen (a Back before it has rendered returns to a page that never left).
  await expect(notes).toHaveAttribute('aria-selected', 'true');
  await expect(notes).toBeFocused();
  await page.goBack();
  await expect(page.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');
  await expect(heading).toBeFocused();
  await page.goForward();
  await expect(notes).toHaveAttribute('aria-selected', 'true');
  await expect(heading).toBeFocused();
});

test('a closed add-to-supply-chain dialog gives focus back to the row button or the selection bar', async ({ page }) => {
  const results = await searchMastClimbers(page);
  const dialog = page.getByRole('dialog', { name: 'Add to supply chain' });

  const rowAdd = results.table().getByRole('button', { name: /^Add to supply chain:/ }).first();
  await rowAdd.focus();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(rowAdd).toBeFocused();

  await rowAdd.focus();
  await page.keyboard.press('Enter');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(rowAdd).toBeFocused();

  const tick = results.table().getByRole('checkbox', { name: /^Select (?!all)/ }).first();
  await tick.focus();
  await page.keyboard.press('Space');
  const bar = page.getByRole('region', { name: 'Selected suppliers' });
  const barAdd = bar.getByRole('button', { name: 'Add to supply chain' });
  await barAdd.focus();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(barAdd).toBeFocused();

  // A successful add clears the selection: the bar goes, and focus carries on at "Select all".
  await page.keyboard.press('Enter');
  await dialog.getByRole('button', { name: /Segment$/ }).click();
  await page.getByRole('option', { name: 'M62 Junction 24 improvement', exact: true }).click();
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog).toBeHidden();
  await expect(bar).toBeHidden();
  await expect(results.table().getByRole('checkbox', { name: 'Select all suppliers on this page' })).toBeFocused();
});

test('the export dialog gives focus back to Export', async ({ page }) => {
  await searchMastClimbers(page);
  const exportButton = page.getByRole('button', { name: 'Export', exact: true });
  await exportButton.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Export results' });
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(exportButton).toBeFocused();
});

test('the price range and stage dialogs give focus back to what opened them', async ({ page }) => {
  const landing = await openLanding(page);
  await landing.chooseWorkCategory('Mast climb', /Mast climbers/i);
  const setPrice = page.getByRole('button', { name: 'Set price range for Mast Climbers' });
  await setPrice.focus();
  await page.keyboard.press('Enter');
  const priceDialog = page.getByRole('dialog', { name: /Price range for Mast Climbers/ });
  await expect(priceDialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(priceDialog).toBeHidden();
  await expect(setPrice).toBeFocused();

  await page.getByRole('radio', { name: 'Suppliers in my supply chain' }).check({ force: true }); // RAC draws its own box over the hidden input
  const stageGroup = page.getByRole('button', { name: 'Supply chain stage', exact: true });
  await stageGroup.click();
  const chooseStage = page.getByRole('button', { name: /^Choose stage for / }).first();
  await chooseStage.focus();
  await page.keyboard.press('Enter');
  const stageDialog = page.getByRole('dialog', { name: /^Stage and status:/ });
  await expect(stageDialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(stageDialog).toBeHidden();
  await expect(chooseStage).toBeFocused();
});

test('the selection bar is a few key presses from the ticked row, and the page passes axe with it', async ({ page }) => {
  const results = await searchMastClimbers(page);
  const table = results.table();
  const bar = page.getByRole('region', { name: 'Selected suppliers' });
  const barAdd = bar.getByRole('button', { name: 'Add to supply chain' });

  const tick = table.getByRole('checkbox', { name: /^Select (?!all)/ }).first();
  await tick.focus();
  await page.keyboard.press('Space');
  await expect(bar.getByText('1 selected')).toBeVisible();
  await expect(tick).toBeFocused();
  // Back over the three sort buttons and "Select all", then Cancel and Add (it was 100+ Tabs away, after every row).
  expect(await pressUntilFocused(page, 'Shift+Tab', barAdd, 6)).toBeLessThanOrEqual(6);

  const selectAll = table.getByRole('checkbox', { name: 'Select all suppliers on this page' });
  await selectAll.focus();
  await page.keyboard.press('Space');
  await expect(bar.getByText('50 selected')).toBeVisible();
  expect(await pressUntilFocused(page, 'Shift+Tab', barAdd, 2)).toBeLessThanOrEqual(2);

  // Cancel clears the selection; focus carries on at "Select all" instead of falling to the page.
  await bar.getByRole('button', { name: 'Cancel' }).focus();
  await page.keyboard.press('Enter');
  await expect(bar).toBeHidden();
  await expect(selectAll).toBeFocused();
  await selectAll.press('Space');
  await expect(bar.getByText('50 selected')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('Escape closes the work categories and area of operation lists like the company search', async ({ page }) => {
  const landing = await openLanding(page);
  const typeAheads: [Locator, string, RegExp][] = [
    [landing.companySearch(), 'Ashworth', /Ashworth/],
    [landing.workCategorySearch(), 'Mast climb', /Mast climbers/i],
  ];
  for (const [input, text, option] of typeAheads) {
    await typeInto(input, text);
    await expect(page.getByRole('option', { name: option }).first()).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(input).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('listbox')).toBeHidden();
    await expect(input).toHaveValue(text);
    // The rest of the page is reachable by role again.
    await expect(page.getByRole('button', { name: 'Reset' })).toBeVisible();
  }
  await page.getByRole('button', { name: 'Location', exact: true }).click();
  const area = page.getByRole('combobox', { name: 'Area of operation' });
  await typeInto(area, 'Leed');
  await expect(page.getByRole('option', { name: /^Leeds/ }).first()).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(area).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('option')).toHaveCount(0);
});

test('a keyboard-focused select or checkbox is ringed once: the control, not the label block around it', async ({ page }) => {
  await openLanding(page);
  const outlineOf = (element: Element) => getComputedStyle(element).outlineStyle;
  // React Aria marks the wrapper focus-visible as well as the control inside it.
  const checkbox = page.getByRole('checkbox', { name: 'Group suggestions by category' });
  await pressUntilFocused(page, 'Tab', checkbox, 40);
  const checkboxLabel = checkbox.locator('xpath=ancestor::label[1]');
  await expect(checkboxLabel).toHaveAttribute('data-focus-visible');
  await expect.poll(() => checkboxLabel.locator('.box').evaluate(outlineOf)).toBe('solid');
  expect(await checkboxLabel.evaluate(outlineOf)).toBe('none');

  const language = page.getByRole('button', { name: /Language/ });
  await pressUntilFocused(page, 'Shift+Tab', language, 60);
  await expect.poll(() => language.evaluate(outlineOf)).toBe('solid');
  const select = language.locator('xpath=..');
  await expect(select).toHaveAttribute('data-focus-visible');
  expect(await select.evaluate(outlineOf)).toBe('none');
});
