import { expect, expectNoSeriousA11yViolations, FIRST_LOAD_MS, openApp, test } from './fixtures';
import { InviteSupplierPage } from './pages/InviteSupplier';
import { LandingPage } from './pages/Landing';
import { ResultsPage } from './pages/Results';
import { SupplierProfilePage } from './pages/SupplierProfile';

const GB = { persona: 'full-buyer', community: 'GB', lng: 'en' };
/** Mock network supplier 100010: a favourite with the reference NB-00010 (mocks/data/profile/awkwardProfiles.ts). */
const DARCY = { id: 100010, name: "D'Arcy & O'Neill Roofing Ltd" };
/** Supplier 100005 holds the reference NB-00005. */
const HOLDER = { name: '=Equals Scaffolding Ltd', reference: 'NB-00005' };

test('open a supplier from search results, then favourite it (kept after a reload)', async ({ page }) => {
  await openApp(page, 'source-supplier', GB);
  const landing = new LandingPage(page);
  await landing.chooseWorkCategory('Mast climb', /Mast climbers/i);
  await landing.show(149);
  const results = new ResultsPage(page);
  const [name] = await results.supplierNames();
  await results.table().getByRole('link', { name }).click();

  const profile = new SupplierProfilePage(page);
  await expect(profile.heading(name)).toBeFocused();
  await expect(page).toHaveURL(/\/supplier\/\d+\/overview$/);
  await expect(profile.tabs().getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');

  const pressed = await profile.favourite().getAttribute('aria-pressed');
  await profile.favourite().click();
  const now = pressed === 'true' ? 'false' : 'true';
  await expect(profile.favourite()).toHaveAttribute('aria-pressed', now);
  await expect(profile.toast(`${name} ${now === 'true' ? 'added to' : 'removed from'} your favourites`)).toBeVisible();
  await page.reload();
  await profile.loaded(name);
  await expect(profile.favourite()).toHaveAttribute('aria-pressed', now);
});

test('add a reference, edit it, and have a duplicate refused; axe on the dialog', async ({ page }) => {
  await openApp(page, `supplier/${DARCY.id}/notes`, GB);
  const profile = new SupplierProfilePage(page);
  await profile.loaded(DARCY.name);
  await profile.removeReference();

  await profile.saveReference('Add reference', '  E2E-REF <1> ✓ ');
  await expect(profile.toast('Reference added')).toBeVisible();
  await expect(page.getByText('E2E-REF <1> ✓', { exact: true })).toBeVisible();

  await profile.openMenuItem('Edit reference');
  const edit = profile.dialog('Edit reference');
  await expect(profile.referenceField()).toHaveValue('E2E-REF <1> ✓');
  await expect(edit.getByRole('button', { name: 'Save' })).toBeDisabled();
  await expectNoSeriousA11yViolations(page);
  await profile.referenceField().fill('E2E-REF-2');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(profile.toast('Reference updated')).toBeVisible();

  await profile.saveReference('Edit reference', HOLDER.reference);
  await expect(profile.dialog('Edit reference').getByText(`The reference already exists on company ${HOLDER.name}. Please enter another reference.`)).toBeVisible();
  await expect(profile.toast(`The reference already exists on company ${HOLDER.name}`)).toBeVisible();
});

test('keyboard only: open the more-menu, edit the reference, close', async ({ page }) => {
  await openApp(page, `supplier/${DARCY.id}/notes`, GB);
  const profile = new SupplierProfilePage(page);
  await profile.loaded(DARCY.name);
  await profile.moreActions().focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menu')).toBeVisible();
  for (let i = 0; i < 5; i++) {
    if (await page.getByRole('menuitem', { name: 'Edit reference' }).evaluate((el) => el === document.activeElement)) break;
    await page.keyboard.press('ArrowDown');
  }
  await page.keyboard.press('Enter');
  const dialog = profile.dialog('Edit reference');
  await expect(dialog).toBeVisible();
  await expect(profile.referenceField()).toBeFocused();
  await page.keyboard.press('End');
  await page.keyboard.type('-K');
  await page.keyboard.press('Enter');
  await expect(profile.toast('Reference updated')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(profile.moreActions()).toBeFocused();
  await expect(page.getByText('NB-00010-K', { exact: true })).toBeVisible();

  // Open again and close with Escape: focus back on the menu button.
  await page.keyboard.press('Enter');
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('menu')).toBeVisible();
  await page.getByRole('menuitem', { name: 'Edit reference' }).focus();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(profile.moreActions()).toBeFocused();
});

test('suspend for one organisation unit and see the flag; axe on the manage and certificates dialogs', async ({ page }) => {
  await openApp(page, `supplier/${DARCY.id}/notes`, GB);
  const profile = new SupplierProfilePage(page);
  await profile.loaded(DARCY.name);
  await expect(page.getByText('Suspended', { exact: true })).toHaveCount(0);
  await profile.openMenuItem('Manage suspension');
  await expect(profile.dialog('Manage suspension').getByRole('list', { name: 'Active' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.keyboard.press('Escape');
  await profile.suspendIn('Northbridge South');
  await expect(page.getByText('Suspended', { exact: true })).toBeVisible();

  await profile.openMenuItem('Download certificates');
  await expect(profile.dialog('Download certificates').getByRole('table')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('Ctrl+P opens the print view and the print dialog; axe on the print view', async ({ page }) => {
  await page.addInitScript(() => {
    (window as unknown as { printed: number }).printed = 0;
    window.print = () => {
      (window as unknown as { printed: number }).printed += 1;
    };
  });
  await openApp(page, `supplier/${DARCY.id}/overview`, GB);
  const profile = new SupplierProfilePage(page);
  await profile.loaded(DARCY.name);
  await page.keyboard.press('Control+p');
  await expect(page).toHaveURL(new RegExp(`/supplier/${DARCY.id}/print$`));
  await expect(page.getByRole('heading', { level: 2, name: 'Areas of Operation' })).toBeVisible();
  await expect.poll(() => page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
  await expect(page.getByRole('heading', { level: 2, name: 'Insurances' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('link', { name: 'Close print view' }).click();
  await expect(page).toHaveURL(new RegExp(`/supplier/${DARCY.id}/overview$`));
});

test('an unknown sub-path opens the overview, carrying returnUrl', async ({ page }) => {
  await openApp(page, `supplier/${DARCY.id}/overview/no-such-page?returnUrl=%2Ffindsuppliers%2Fsource-supplier`, GB);
  // The redirect is the app's own: it comes with the cold first load, which may take longer than one expect.
  await new SupplierProfilePage(page).loaded(DARCY.name);
  await expect(page).toHaveURL(new RegExp(`/supplier/${DARCY.id}/overview\\?returnUrl=%2Ffindsuppliers%2Fsource-supplier`));
});

test('a returnUrl to another host is not followed', async ({ page }) => {
  const toEvil: string[] = [];
  page.on('request', (request) => new URL(request.url()).hostname === 'evil.example' && toEvil.push(request.url()));
  await openApp(page, `supplier/${DARCY.id}/notes?returnUrl=${encodeURIComponent('https://evil.example/phish')}`, GB);
  const profile = new SupplierProfilePage(page);
  await profile.loaded(DARCY.name);
  await page.getByRole('link', { name: 'Back to previous page' }).click();
  // Refused: Back goes to the default route (spec 02 §2.2), never to the other host.
  await expect(page).not.toHaveURL(/supplier\/100010/);
  expect(new URL(page.url()).hostname).not.toBe('evil.example');
  expect(toEvil).toEqual([]);
});

test('the limited profile invites the company through the onboarding hand-off', async ({ page }) => {
  await openApp(page, 'supplier/CompaniesHouse-09999999', GB);
  await expect(page.getByRole('heading', { level: 1, name: 'Kestrel Modular Builds Ltd' })).toBeVisible({ timeout: FIRST_LOAD_MS });
  await page.getByRole('button', { name: 'Invite supplier' }).click();
  await expect(page).toHaveURL(/\/invite-supplier\?.*companyName=Kestrel/);
  const invite = new InviteSupplierPage(page);
  await expect(invite.handoffIntro('Kestrel Modular Builds Ltd')).toBeVisible({ timeout: FIRST_LOAD_MS });
  const query = new URL(page.url()).searchParams;
  expect([query.get('context'), query.get('companyNumber'), query.get('sourceSystem'), query.get('sourceId')]).toEqual([
    'findSuppliersSupplierProfile', '09999999', 'CompaniesHouse', '09999999',
  ]);
});
