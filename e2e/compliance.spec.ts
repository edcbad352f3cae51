import { expect, expectNoSeriousA11yViolations, openApp, test } from './fixtures';
import { CompliancePage } from './pages/CompliancePage';
import { SupplierProfilePage } from './pages/SupplierProfile';

const GB = { persona: 'full-buyer', community: 'GB', lng: 'en' };
/** Mock network supplier 100010 (mocks/data/profile/awkwardProfiles.ts favourite). */
const DARCY = { id: 100010, name: "D'Arcy & O'Neill Roofing Ltd" };

test('from the compliance tab: a level, a requirement, its history by keyboard, a past submission in a new tab, a detail page; axe on each', async ({ page, context }) => {
  test.setTimeout(120_000);
  await openApp(page, `supplier/${DARCY.id}/compliance`, GB);
  const profile = new SupplierProfilePage(page);
  await profile.loaded(DARCY.name);
  const compliance = new CompliancePage(page);
  await expect(compliance.levelsTable()).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  const level = await compliance.openFirstLevel();
  await expect(page).toHaveURL(new RegExp(`/supplier/${DARCY.id}/compliance/\\d+$`));
  await expect(compliance.requirementTable(level)).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  const requirement = await compliance.openFirstRequirement(level);
  await expect(compliance.requirementHeading(requirement)).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/compliance/\\d+/requirement/\\d+$`));
  await expectNoSeriousA11yViolations(page);

  // The history modal by keyboard: open with Enter, sort with Enter, close with Escape.
  await compliance.historyButton().focus();
  await page.keyboard.press('Enter');
  const dialog = compliance.historyDialog();
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('columnheader', { name: 'Assessed' })).toHaveAttribute('aria-sort', 'descending');
  await dialog.getByRole('button', { name: 'Assessed' }).focus();
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('columnheader', { name: 'Assessed' })).toHaveAttribute('aria-sort', 'ascending');
  await expectNoSeriousA11yViolations(page);

  const [tab] = await Promise.all([context.waitForEvent('page'), dialog.getByRole('link', { name: /^View the submission of/ }).first().click()]);
  await tab.waitForLoadState();
  await expect(tab).toHaveURL(/\/historical\?submissionId=\d+&backTo=/);
  await expect(tab.getByText(/^Historical submission: submitted by /)).toBeVisible();
  await expect(tab.getByRole('heading', { level: 2, name: requirement })).toBeVisible();
  await expectNoSeriousA11yViolations(tab);
  await tab.close();

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(compliance.historyButton()).toBeFocused();

  // A record answer opens its read-only detail page under the requirement.
  await page.goto(`supplier/${DARCY.id}/compliance/requirement/10`);
  await page.getByRole('list', { name: 'Questions and answers' }).getByRole('link', { name: /^SSIP certificate/ }).first().click();
  await expect(page).toHaveURL(new RegExp(`/compliance/requirement/10/ssipcertificates/\\d+$`));
});

test('a supplier whose requirement calls fail shows the Error panel with a way back', async ({ page }) => {
  await openApp(page, 'supplier/100015/compliance/requirement/9', GB);
  // A cold first load: the mock platform builds its network in the browser first (a CI run with two
  // workers took 12 s to the supplier's details), so the first wait is the page objects' first-load one.
  await new SupplierProfilePage(page).loaded('Holloway & Fraser Demolition & Sons Ltd');
  await expect(page.getByRole('heading', { name: 'Sorry something went wrong try again later' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Back to compliance status' }).click();
  await expect(page).toHaveURL(/\/supplier\/100015\/compliance$/);
});
