import { expect, openApp, test } from './fixtures';
import { InviteSupplierPage } from './pages/InviteSupplier';
import { LandingPage } from './pages/Landing';
import { ResultsPage } from './pages/Results';

/**
 * Every invite hand-off on the mock platform (no product host) ends on the app's own Invite
 * Supplier screen, filled from the hand-off, not on the server's plain-text "public base URL" page.
 */
const TARGET = ['Northbridge North', 'M62 Junction 24 improvement', 'Expression of interest'] as const;

async function expectInviteScreen(page: import('@playwright/test').Page) {
  const invite = new InviteSupplierPage(page);
  await expect(invite.heading()).toBeVisible();
  await expect(page).toHaveURL(/\/findsuppliers\/invite-supplier\?context=/);
  await expect(page.getByText(/public base URL/i)).toHaveCount(0);
  return invite;
}

test('results → Invite supplier opens the invite form', async ({ page }) => {
  await openApp(page, 'source-supplier', { persona: 'full-buyer', community: 'GB', lng: 'en' });
  const landing = new LandingPage(page);
  await landing.chooseWorkCategory('Mast climb', /Mast climbers/i);
  await landing.show(149);
  await expect(new ResultsPage(page).summary(149)).toBeVisible();

  await page.getByRole('group', { name: 'Search result actions' }).getByRole('button', { name: 'Invite supplier' }).click();
  const invite = await expectInviteScreen(page);
  await expect(page).toHaveURL(/context=findSuppliersSearchResults/);
  await invite.chooseTarget(...TARGET);
  await expect(invite.field('Company name')).toHaveValue('');
  await expect(invite.sendButton()).toBeVisible();
});

test('"Create new" hands the typed company name to the invite form', async ({ page }) => {
  await openApp(page, 'source-supplier', { persona: 'full-buyer', community: 'GB', lng: 'en' });
  const landing = new LandingPage(page);
  await landing.companySearch().fill('Zzqx Unheard Of');
  await expect(page.getByText('No organisation matches your search.')).toBeVisible();
  await landing.companySearch().press('Tab');
  await page.getByRole('button', { name: 'Create new' }).click();

  const invite = await expectInviteScreen(page);
  await expect(invite.handoffIntro('Zzqx Unheard Of')).toBeVisible();
  await invite.chooseTarget(...TARGET);
  await expect(invite.field('Company name')).toHaveValue('Zzqx Unheard Of');
});

test('a "Not registered yet" company hands its name and number to the invite form', async ({ page }) => {
  await openApp(page, 'source-supplier', { persona: 'full-buyer', community: 'GB', lng: 'en' });
  const landing = new LandingPage(page);
  // Company number of an off-platform company in the generated register.
  await landing.companySearch().fill('14789073');
  await page.getByRole('option').filter({ hasText: 'Not registered yet' }).first().click();

  const invite = await expectInviteScreen(page);
  await expect(invite.handoffIntro('Patel Roofing (Milton Keynes) Limited')).toBeVisible();
  await invite.chooseTarget(...TARGET);
  await expect(invite.field('Company name')).toHaveValue('Patel Roofing (Milton Keynes) Limited');
  await expect(invite.field('Companies House number')).toHaveValue('14789073');
});
