import { expect, expectNoSeriousA11yViolations, FIRST_LOAD_MS, openApp, test } from './fixtures';
import { ConnectionsPage } from './pages/ConnectionsPage';

/**
 * Issue 37 items 13, 22 and 25 across pages. The awkward supplier of mocks/data/compliance/connections.ts
 * (projectWithoutPolicy) is in projects 9101 (policy 601) and 9102 (no complianceId), both of Northbridge North.
 */
const SUPPLIER = 100010;
const UNIT = 'Northbridge North';

test('project rows of Your Connections open the project connection view, and back to the tab', async ({ page }) => {
  const connections = new ConnectionsPage(page, SUPPLIER);
  await connections.openTab();

  await connections.viewConnection('Leeds Station Southern Entrance', UNIT).click();
  await expect(page).toHaveURL(/\/findsuppliers\/supplier\/100010\/project-connection\/9101$/);
  await expect(connections.connectionHeading('Leeds Station Southern Entrance')).toBeVisible();
  await expect(page.getByText('Policy: Station works: principal contractor')).toBeVisible();
  // Verified only when the project compliance status is 2: the status line says which it is.
  await expect(page.getByText(/^(Compliant|Partially met|Not compliant)$/)).toBeVisible();
  await expect(connections.requirementsTable('Leeds Station Southern Entrance')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.goBack();
  await expect(connections.connectionsTable()).toBeVisible();
  await connections.viewConnection('Wakefield Eastern Relief Road', UNIT).click();
  await expect(page).toHaveURL(/\/project-connection\/9102$/);
  await expect(connections.errorPanel()).toContainText('This project has no compliance policy, so there is nothing to check this supplier against.');
});

test('Invite Supplier has one main landmark (the shell’s)', async ({ page }) => {
  await openApp(page, 'invite-supplier');
  await expect(page.getByRole('heading', { level: 1, name: 'Invite Supplier' })).toBeVisible({ timeout: FIRST_LOAD_MS });
  await expect(page.getByRole('main')).toHaveCount(1);
  await expectNoSeriousA11yViolations(page);
});
