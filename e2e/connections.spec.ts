import { readFile } from 'node:fs/promises';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures';
import { ConnectionsPage } from './pages/ConnectionsPage';

/**
 * The awkward supplier of mocks/data/compliance/connections.ts (projectWithoutPolicy): in segment
 * "Approved subcontractors – North" (policy 1), and in projects 9101 and 9102 (no complianceId).
 */
const SUPPLIER = 100010;
const SEGMENT = { name: 'Approved subcontractors – North', unit: 'Northbridge North' };

test('from a supplier’s connections open a connection, one of its requirements, and back', async ({ page }) => {
  const connections = new ConnectionsPage(page, SUPPLIER);
  await connections.openTab();
  await expect(page.getByRole('heading', { level: 2, name: 'Your Connections' })).toBeVisible();
  await expect(connections.connectionsTable().getByRole('row')).toHaveCount(4);
  await expectNoSeriousA11yViolations(page);

  await connections.viewConnection(SEGMENT.name, SEGMENT.unit).click();
  await expect(connections.connectionHeading(SEGMENT.name)).toBeVisible();
  const requirements = connections.requirementsTable(`${SEGMENT.name} – ${SEGMENT.unit}`);
  await expect(requirements).toBeVisible();
  await expect(page).toHaveURL(/\/findsuppliers\/supplier\/100010\/connections\/4001$/);
  await expectNoSeriousA11yViolations(page);

  const view = requirements.getByRole('link', { name: /^View / }).first();
  await view.click();
  await expect(page).toHaveURL(/\/supplier\/100010\/connections\/4001\/requirement\/\d+\?buyerConnection=true$/);
  await expect(connections.connectionHeading(SEGMENT.name)).toBeHidden();
  await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.goBack();
  await expect(connections.connectionHeading(SEGMENT.name)).toBeVisible();
  await expect(requirements).toBeVisible();
});

test('a project connection whose project has no complianceId shows the error', async ({ page }) => {
  const connections = new ConnectionsPage(page, SUPPLIER);
  await connections.openProject(9102, 'Wakefield Eastern Relief Road');
  await expect(connections.errorPanel()).toContainText("This project's compliance could not be shown");
  await expect(connections.errorPanel()).toContainText('This project has no compliance policy');
  await expectNoSeriousA11yViolations(page);
});

test('check the supplier against a policy it is not connected to, and export the result as CSV', async ({ page }) => {
  const connections = new ConnectionsPage(page, SUPPLIER);
  await connections.openTab();
  await connections.checkAgainstPolicy().click();
  await connections.choosePolicy('Higher-risk buildings (Building Safety Act)');
  const section = connections.policyCheckSection();
  await expect(section.getByRole('heading', { level: 4, name: 'Higher-risk buildings (Building Safety Act)' })).toBeVisible();
  await expect(section.getByText('This supplier is not in any of your connections that use this policy.')).toBeVisible();
  await expect(section.getByRole('table', { name: 'Requirements of Higher-risk buildings (Building Safety Act) for this supplier' })).toBeVisible();
  await expect(page).toHaveURL(/connections\?policy=5$/);
  await expectNoSeriousA11yViolations(page);

  const [download] = await Promise.all([page.waitForEvent('download'), connections.exportCsv().click()]);
  expect(download.suggestedFilename()).toMatch(/ – Higher-risk buildings \(Building Safety Act\)\.csv$/);
  const text = await readFile((await download.path())!, 'utf8');
  expect(text.startsWith('\uFEFFRequirement,Standard,Status,Valid from,Expiry date\r\n')).toBe(true);
});
