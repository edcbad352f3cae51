import { expect, expectNoSeriousA11yViolations, openApp, test } from './fixtures';
import { ProfileTabsPage } from './pages/ProfileTabsPage';

/** mocks/data/profile/awkwardProfiles.ts: favourite (a full profile) and manyLocations (120). */
const SUPPLIER = 100010;
const SUPPLIER_NAME = "D'Arcy & O'Neill Roofing Ltd";
const MANY_LOCATIONS = 100012;

test('overview, then contacts, then summary with its locations and contacts; axe on each', async ({ page }) => {
  const profile = new ProfileTabsPage(page);
  await openApp(page, `supplier/${SUPPLIER}/overview`);
  await expect(profile.supplierName(SUPPLIER_NAME)).toBeVisible();
  await expect(profile.complianceTiles().first()).toBeVisible();
  await expect(profile.region('You and supplier')).toBeVisible();
  await expect(profile.region('About')).toBeVisible();
  await expect(profile.locations().getByRole('rowheader').first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await profile.openTab('Contacts');
  await expect(page).toHaveURL(new RegExp(`/supplier/${SUPPLIER}/contacts$`));
  await expect(profile.region('Primary contacts')).toBeVisible();
  await expect(profile.companyDirectory().getByRole('rowheader').first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await profile.openTab('Summary');
  await expect(profile.region('Company overview')).toBeVisible();
  await expect(profile.locations().getByRole('rowheader').first()).toBeVisible();
  await expect(profile.companyDirectory().getByRole('rowheader').first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('locations sort and page on the server, the URL keeps them, and a page past the end is clamped', async ({ page }) => {
  const profile = new ProfileTabsPage(page);
  await openApp(page, `supplier/${MANY_LOCATIONS}/overview`);
  await expect(profile.locationsRange('Showing 1 to 10 of 120')).toBeVisible();
  const ascending = await profile.addresses();
  expect(ascending).toHaveLength(10);
  await expectNoSeriousA11yViolations(page);

  await profile.sortLocationsByAddress();
  await expect(page).toHaveURL(/sortOrder=desc/);
  await expect.poll(() => profile.addresses()).not.toEqual(ascending);

  await profile.locationsPerPage(50);
  await expect(profile.locationsRange('Showing 1 to 50 of 120')).toBeVisible();
  await expect(profile.locations().getByRole('rowheader')).toHaveCount(50);
  await profile.nextLocationsPage();
  await expect(profile.locationsRange('Showing 51 to 100 of 120')).toBeVisible();
  await expect(page).toHaveURL(/page=2/);

  await openApp(page, `supplier/${MANY_LOCATIONS}/overview?page=40&pageSize=50`);
  await expect(profile.locationsRange('Showing 101 to 120 of 120')).toBeVisible();
  await expect(page).toHaveURL(/page=3&pageSize=50/);
});

test('the markdown About runs no script and its link opens safely', async ({ page }) => {
  const profile = new ProfileTabsPage(page);
  await openApp(page, 'supplier/100001/overview');
  const about = profile.region('About');
  await expect(about.getByRole('link', { name: 'safety record' })).toHaveAttribute('rel', /noopener/);
  await about.getByRole('button', { name: 'Show more' }).click();
  await expect(about.getByRole('button', { name: 'Show less' })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __profileScriptRan?: boolean }).__profileScriptRan)).toBeUndefined();
});

test('keyboard focus on a tab rings that tab, not the whole tab block around it', async ({ page }) => {
  const profile = new ProfileTabsPage(page);
  await openApp(page, `supplier/${SUPPLIER}/overview`);
  await expect(profile.supplierName(SUPPLIER_NAME)).toBeVisible();
  const selected = page.getByRole('tablist', { name: 'Supplier profile' }).getByRole('tab', { selected: true });
  await selected.focus();
  await page.keyboard.press('ArrowRight');
  const focused = page.getByRole('tab', { name: /^Issues/ });
  await expect(focused).toBeFocused();
  const outlineOf = (element: Element) => getComputedStyle(element).outlineStyle;
  await expect.poll(() => focused.evaluate(outlineOf)).toBe('solid');
  // React Aria marks the tabs' whole block as focus-visible too; only the tab is ringed.
  const block = page.getByRole('tablist', { name: 'Supplier profile' }).locator('xpath=..');
  await expect(block).toHaveAttribute('data-focus-visible');
  expect(await block.evaluate(outlineOf)).toBe('none');
});
