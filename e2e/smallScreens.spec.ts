import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, FIRST_LOAD_MS, openApp, test } from './fixtures';
import { SupplierProfilePage } from './pages/SupplierProfile';

/**
 * Issue 38: the profile on a phone and a laptop. No sideways page scroll at 375 px on any tab, one row
 * of tabs at 375 and 1440 px, the tab's heading and first row on the first screen of a 375 × 812
 * phone, and the tab list by keyboard.
 */
const PHONE = { width: 375, height: 812 };
const LAPTOP = { width: 1440, height: 900 };
const GB = { persona: 'full-buyer', community: 'GB', lng: 'en' };
/** Mock supplier 100010 (every tab has content); 100011 has three consult notices. */
const DARCY = { id: 100010, name: "D'Arcy & O'Neill Roofing Ltd" };
const WITH_NOTICES = 100011;
/** Not compliant with the full buyer's requirements: the invite-to-upgrade notice shows under the header. */
const NOT_COMPLIANT = 100001;

/** Every profile tab of the full buyer: the route below the supplier and the tab's name. */
const TABS = [
  ['overview', 'Overview'],
  ['issues', 'Issues'],
  ['summary', 'Summary'],
  ['compliance', 'Compliance'],
  ['compliance/work-categories', 'Work Categories'],
  ['connections', 'Your Connections'],
  ['documents', 'Documents'],
  ['notes', 'Notes'],
  ['custom-fields', 'Custom Fields'],
  ['contacts', 'Contacts'],
  ['reminder-history', 'Reminder History'],
  ['risk-analytics-summary', 'Risk Analytics'],
  ['risk-analytics-detail', 'Risk Radar'],
] as const;

async function openTab(page: Page, path: string, supplierId = DARCY.id) {
  await openApp(page, `supplier/${supplierId}/${path}`, GB);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: FIRST_LOAD_MS });
}

const tabList = (page: Page) => new SupplierProfilePage(page).tabs();

/** How far the page itself scrolls sideways (0 when nothing is wider than the screen). */
const sidewaysOverflow = (page: Page) =>
  page.evaluate(() => document.scrollingElement!.scrollWidth - window.innerWidth);

/** The distinct tops of the tab list's tabs: one value means one row. */
const tabRows = (page: Page) =>
  tabList(page)
    .getByRole('tab')
    .evaluateAll((tabs) => [...new Set(tabs.map((tab) => Math.round(tab.getBoundingClientRect().top)))]);

/** The element lies wholly within the first screen (nothing scrolled). */
async function expectOnFirstScreen(page: Page, locator: ReturnType<Page['locator']>) {
  await expect(locator).toBeVisible();
  const box = (await locator.boundingBox())!;
  const { scrollY, innerHeight, innerWidth } = await page.evaluate(() => ({
    scrollY: window.scrollY,
    innerHeight: window.innerHeight,
    innerWidth: window.innerWidth,
  }));
  expect(scrollY).toBe(0);
  // Seen, not only read out: a visually hidden element is a 1 px box.
  expect(box.height).toBeGreaterThan(8);
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.y + box.height).toBeLessThanOrEqual(innerHeight);
  expect(box.x + box.width).toBeLessThanOrEqual(innerWidth);
}

test.describe('at 375 × 812', () => {
  test.use({ viewport: PHONE });

  for (const [path, name] of TABS) {
    test(`${name}: no sideways page scroll, the tabs on one row, the current tab in view, axe clean`, async ({ page }) => {
      await openTab(page, path);
      const current = tabList(page).getByRole('tab', { selected: true });
      await expect(current).toHaveText(new RegExp(`^${name}`));
      // The tab's own content has come (its panel shows something beyond a spinner).
      await expect(page.getByRole('tabpanel').getByRole('heading').first()).toBeVisible();
      expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
      expect(await tabRows(page)).toHaveLength(1);
      // The current tab is scrolled into the row's view, not past the screen's edge.
      await expect(current).toBeInViewport({ ratio: 0.9 });
      await expectNoSeriousA11yViolations(page);
    });
  }

  /** Representative tabs: a table as cards, a list of levels, a connections table, a table with a pager. */
  const FIRST_SCREEN: { path: string; heading: string; firstRow: (page: Page) => ReturnType<Page['locator']> }[] = [
    { path: 'notes', heading: 'Notes', firstRow: (page) => page.getByRole('tabpanel').getByRole('rowheader').first() },
    { path: 'connections', heading: 'Your Connections', firstRow: (page) => page.getByRole('tabpanel').getByRole('rowheader').first() },
    { path: 'compliance', heading: 'Compliance', firstRow: (page) => page.getByRole('tabpanel').getByRole('rowheader').first() },
    { path: 'reminder-history', heading: 'Reminder History', firstRow: (page) => page.getByRole('tabpanel').getByRole('rowheader').first() },
    // The filter bars fold behind one "Filters" toggle, so the first row is not pushed below the fold.
    { path: 'documents', heading: 'Documents', firstRow: (page) => page.getByRole('table', { name: 'Supplier uploads' }).getByRole('rowheader').first() },
    // This supplier has no internal uploads yet: the first row is the table's empty state.
    { path: 'documents?uploads=internal', heading: 'Documents', firstRow: (page) => page.getByRole('table', { name: 'Internal uploads' }).getByRole('heading', { name: 'No internal documents have been uploaded for this supplier yet' }) },
    { path: 'compliance/work-categories', heading: 'Work categories', firstRow: (page) => page.getByRole('table', { name: 'Work categories' }).getByRole('rowheader').first() },
    // Its own heading, like every tab's; the first contact card's name under it.
    { path: 'contacts', heading: 'Contacts', firstRow: (page) => page.getByRole('region', { name: 'Primary contacts' }).getByRole('listitem').first().locator('p').first() },
  ];
  for (const { path, heading, firstRow } of FIRST_SCREEN) {
    test(`${path}: the heading and the first row are on the first screen`, async ({ page }) => {
      await openTab(page, path);
      await expectOnFirstScreen(page, page.getByRole('tabpanel').getByRole('heading', { level: 2, name: heading }));
      await expectOnFirstScreen(page, firstRow(page));
    });
  }

  test('a supplier not compliant with the buyer\'s requirements: the notice is its title and action only, the tab still on the first screen', async ({ page }) => {
    await openTab(page, 'documents', NOT_COMPLIANT);
    const notice = page.getByRole('status').filter({ hasText: 'Not compliant with your requirements' });
    await expectOnFirstScreen(page, notice.getByRole('button', { name: 'Invite to upgrade' }));
    // The sentence stays for screen readers, clipped to a 1 px box on screen.
    const sentence = await notice.getByText(/does not meet your compliance requirements yet/).boundingBox();
    expect(sentence?.height ?? 0).toBeLessThanOrEqual(1);
    await expectOnFirstScreen(page, page.getByRole('tabpanel').getByRole('heading', { level: 2, name: 'Documents' }));
    await expectOnFirstScreen(page, page.getByRole('table', { name: 'Supplier uploads' }).getByRole('rowheader').first());
  });

  /** The filters of a tab's list: behind one toggle that says how many are set, opened and used by keyboard. */
  const PHONE_FILTERS = [
    { path: 'documents', filter: 'Search documents', role: 'searchbox', type: 'iso', url: /[?&]q=iso/, table: 'Supplier uploads' },
    { path: 'compliance/work-categories', filter: 'Work category type', role: 'searchbox', type: 'roof', url: /[?&]type=roof/, table: 'Work categories' },
  ] as const;
  for (const { path, filter, role, type, url, table } of PHONE_FILTERS) {
    test(`${path}: the filters open from one "Filters" toggle by keyboard, and it counts what is set`, async ({ page }) => {
      await openTab(page, path);
      await expect(page.getByRole('table', { name: table }).getByRole('rowheader').first()).toBeVisible();
      const toggle = page.getByRole('button', { name: 'Filters', exact: true });
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await expect(page.getByRole(role, { name: filter })).toBeHidden();
      await toggle.focus();
      await page.keyboard.press('Enter');
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      const panel = page.getByRole('group', { name: 'Filters' });
      await page.keyboard.press('Tab');
      // Tab order runs from the toggle into its panel's first control.
      await expect(panel.locator(':focus')).toHaveCount(1);
      await panel.getByRole(role, { name: filter }).fill(type);
      await expect(page).toHaveURL(url);
      await expect(page.getByRole('button', { name: 'Filters, 1 active' })).toBeVisible();
      expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
      await expectNoSeriousA11yViolations(page);
    });
  }

  test('the compact header keeps what the wide one offers: Add to supply chain is in the "…" menu', async ({ page }) => {
    await openTab(page, 'notes');
    const profile = new SupplierProfilePage(page);
    const header = page.locator('header').filter({ has: profile.heading(DARCY.name) });
    // The header (back link to actions) takes at most about a third of the screen.
    const box = (await header.boundingBox())!;
    expect(box.height).toBeLessThanOrEqual(PHONE.height / 3);
    // The name on at most two lines.
    const lines = await profile.heading(DARCY.name).evaluate((h) => Math.round(h.getBoundingClientRect().height / parseFloat(getComputedStyle(h).lineHeight)));
    expect(lines).toBeLessThanOrEqual(2);
    await expect(page.getByRole('button', { name: 'Add to supply chain' })).toBeHidden();
    await profile.openMenuItem('Add to supply chain');
    await expect(profile.dialog('Add to supply chain')).toBeVisible();
  });

  test('a table as cards keeps its sort buttons and its pager within reach', async ({ page }) => {
    await openTab(page, 'reminder-history');
    const table = page.getByRole('table', { name: /reminder/i });
    const sortBySentBy = table.getByRole('button', { name: /Sent by/ });
    await expect(sortBySentBy).toBeInViewport();
    const before = await table.getByRole('rowheader').first().textContent();
    await sortBySentBy.click();
    await expect(table.getByRole('columnheader', { name: /Sent by/ })).toHaveAttribute('aria-sort', 'ascending');
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    const next = page.getByRole('button', { name: 'Next page' });
    await next.scrollIntoViewIfNeeded();
    await expect(next).toBeInViewport();
    expect(before).toBeTruthy();
    await expectNoSeriousA11yViolations(page);
  });

  test('"Download certificates" lists each certificate as a card: nothing in the dialog scrolls sideways', async ({ page }) => {
    await openTab(page, 'overview');
    const profile = new SupplierProfilePage(page);
    await profile.openMenuItem('Download certificates');
    const dialog = profile.dialog('Download certificates');
    const table = dialog.getByRole('table');
    await expect(table.getByRole('row')).toHaveCount(3);
    // Still a table to a screen reader: the header row and one row per certificate, each named by its row header.
    await expect(table.getByRole('rowheader', { name: 'Environmental management' })).toBeVisible();
    const dialogBox = (await dialog.boundingBox())!;
    const download = dialog.getByRole('button', { name: /Download Environmental management/ });
    const box = (await download.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(dialogBox.x + dialogBox.width);
    expect(await dialog.evaluate((el) => [...el.querySelectorAll('*')].filter((e) =>
      e.scrollWidth > e.clientWidth + 1 && !['visible', 'hidden', 'clip'].includes(getComputedStyle(e).overflowX)).length)).toBe(0);
    await expectNoSeriousA11yViolations(page);
  });

  test('the Issues alert shows on the Issues tab in the row', async ({ page }) => {
    await openTab(page, 'overview', WITH_NOTICES);
    const issues = tabList(page).getByRole('tab', { name: /^Issues \(3 consult notices\)$/ });
    await expect(issues).toBeInViewport({ ratio: 0.9 });
  });
});

test.describe('at 1440 × 900', () => {
  test.use({ viewport: LAPTOP });

  test('the 13 tabs are on one row; axe finds nothing serious', async ({ page }) => {
    await openTab(page, 'overview');
    await expect(tabList(page).getByRole('tab')).toHaveCount(TABS.length);
    expect(await tabRows(page)).toHaveLength(1);
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    await expectNoSeriousA11yViolations(page);
  });

  test('Documents and Work Categories keep their filters in the bar, with no "Filters" toggle', async ({ page }) => {
    await openTab(page, 'documents');
    await expect(page.getByRole('searchbox', { name: 'Search documents' })).toBeVisible();
    await expect(page.getByRole('button', { name: /View by/ })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Filters/ })).toHaveCount(0);
    await openTab(page, 'compliance/work-categories');
    await expect(page.getByRole('group', { name: 'Filter work categories' }).getByRole('searchbox', { name: 'Work category type' })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Filters/ })).toHaveCount(0);
  });

  test('the tab list by keyboard: arrows move between tabs, Enter opens one, Home and End jump', async ({ page }) => {
    await openTab(page, 'overview');
    const tabs = tabList(page);
    const overview = tabs.getByRole('tab', { name: 'Overview' });
    await expect(overview).toHaveAttribute('aria-selected', 'true');
    await overview.focus();
    await page.keyboard.press('ArrowRight');
    await expect(tabs.getByRole('tab', { name: /^Issues/ })).toBeFocused();
    await page.keyboard.press('ArrowRight');
    const summary = tabs.getByRole('tab', { name: 'Summary' });
    await expect(summary).toBeFocused();
    // Moving focus does not open a tab (manual activation): Overview is still the one shown.
    await expect(overview).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/supplier/${DARCY.id}/summary$`));
    await expect(summary).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('End');
    const last = tabs.getByRole('tab', { name: 'Risk Radar' });
    await expect(last).toBeFocused();
    // The last tab, scrolled to within the row, is in view.
    await expect(last).toBeInViewport({ ratio: 0.9 });
    await page.keyboard.press('Home');
    await expect(overview).toBeFocused();
    await page.keyboard.press('ArrowLeft');
    await expect(last).toBeFocused();
  });
});
