import { expect, openApp, test } from '../fixtures';
import { CompliancePage } from '../pages/CompliancePage';
import { SupplierProfilePage } from '../pages/SupplierProfile';

/**
 * A supplier's profile → its compliance → a level → a requirement, under `npm start` (StrictMode,
 * unbundled modules): each screen mounts twice there, and its loads must still end in content.
 */
test.describe('Profile to compliance under `npm start`', () => {
  test('opens a level and a requirement from the profile, with no console error', async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));

    const profile = new SupplierProfilePage(page);
    const compliance = new CompliancePage(page);
    await openApp(page, 'supplier/100010/overview', { persona: 'full-buyer', community: 'GB', lng: 'en' });
    await profile.loaded("D'Arcy & O'Neill Roofing Ltd");

    await profile.tabs().getByRole('tab', { name: 'Compliance', exact: true }).click();
    await expect(compliance.levelsTable()).toBeVisible();
    const level = await compliance.openFirstLevel();
    await expect(page.getByRole('heading', { level: 2, name: level })).toBeVisible();

    const requirement = await compliance.openFirstRequirement(level);
    await expect(compliance.requirementHeading(requirement)).toBeVisible();
    await expect(compliance.historyButton()).toBeVisible();
    await expect(page.getByRole('heading', { level: 3, name: 'Questions and answers' })).toBeVisible();
    expect(errors).toEqual([]);
  });
});
