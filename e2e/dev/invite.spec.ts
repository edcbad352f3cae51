import { expect, openApp, test } from '../fixtures';
import { InviteSupplierPage } from '../pages/InviteSupplier';

/**
 * The dev server renders inside StrictMode, so the screen mounts twice and its entry dispatches twice;
 * the second entry once cancelled the first's loads and left "Loading" for ever (issue 10, item 1).
 */
test.describe('Invite Supplier under `npm start`', () => {
  test('opened at its URL, then after an in-app navigation, it offers the organisation units', async ({ page }) => {
    const invite = new InviteSupplierPage(page);
    await openApp(page, 'invite-supplier', { persona: 'full-buyer', community: 'GB', lng: 'en' });
    await expect(invite.heading()).toBeVisible();
    await expect(invite.unitPicker()).toBeVisible();

    // A full page load of the landing page, then the router (not the server) brings the screen back.
    await openApp(page, 'source-supplier');
    await expect(page.getByRole('heading', { level: 1, name: 'Source suppliers' })).toBeVisible();
    await page.evaluate(() => {
      window.history.pushState(null, '', `${window.location.pathname.replace(/source-supplier$/, '')}invite-supplier`);
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(invite.heading()).toBeVisible();
    await expect(invite.unitPicker()).toBeVisible();
    await invite.chooseTarget('Northbridge North', 'M62 Junction 24 improvement', 'Expression of interest');
  });
});
