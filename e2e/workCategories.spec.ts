import { expect, expectNoSeriousA11yViolations, test } from './fixtures';
import { WorkCategoriesPage } from './pages/WorkCategoriesPage';

/** Supplier 100010: every supplier with categories has one expired and one due within 30 days (mocks/data/compliance/workCategories.ts). */
const SUPPLIER = 100010;
/** mocks/data/compliance/awkwardCompliance.ts */
const NO_COVID_ANSWERS = 100019;
const COVID_FAILS = 100021;

test('work categories filtered to "Expiring in 30 days", a side panel, then the category page and Back; axe on each', async ({ page }) => {
  const categories = new WorkCategoriesPage(page);
  await categories.open(SUPPLIER);
  const all = await categories.names();
  await expect(categories.tile('Total')).toHaveAttribute('aria-pressed', 'true');
  await expect(categories.table().getByText('Expired').first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await categories.filter('Expiry window', 'Expiring in 30 days');
  await expect(page).toHaveURL(/expiringIn=30/);
  await expect.poll(async () => (await categories.names()).length).toBeLessThan(all.length);
  const due = categories.table().getByRole('button', { name: /^Due to expire in \d+ days?$/ }).first();
  await due.hover();
  await expect(page.getByRole('tooltip')).toHaveText(/^Due to expire in \d+ days?$/);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('tooltip')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  const [first] = await categories.names();
  const panel = await categories.view(first);
  await expect(panel.getByRole('heading', { name: 'Requirements' })).toBeVisible();
  expect((await panel.boundingBox())?.width).toBeLessThanOrEqual(620);
  await expectNoSeriousA11yViolations(page);
  await panel.getByRole('link', { name: 'Open the work category page' }).click();
  await expect(page.getByRole('heading', { level: 2, name: first })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('link', { name: 'Back to compliance' }).click();
  await expect(page).toHaveURL(new RegExp(`/supplier/${SUPPLIER}/compliance$`));
});

test('With issues switches the list', async ({ page }) => {
  const categories = new WorkCategoriesPage(page);
  await categories.open(SUPPLIER);
  const total = await categories.names();
  await categories.tile('With issues').click();
  await expect(categories.tile('With issues')).toHaveAttribute('aria-pressed', 'true');
  await expect(page).toHaveURL(/tile=issues/);
  await expect.poll(async () => (await categories.names()).length).toBeLessThanOrEqual(total.length);
});

test('the COVID-19 page for a supplier without answers, and for one whose call fails; axe', async ({ page }) => {
  const categories = new WorkCategoriesPage(page);
  await categories.openCovid(NO_COVID_ANSWERS);
  await expect(page.getByText('Supplier has not yet provided COVID-19 information. Please prompt them.')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await categories.openCovid(COVID_FAILS);
  await expect(page.getByRole('alert').filter({ hasText: 'There was an error retrieving questionnaire data for this supplier.' })).toBeVisible();
  await categories.openCovid(SUPPLIER);
  await expect(page.getByRole('heading', { level: 3, name: 'COVID-19 Site Operating Procedures' })).toBeVisible();
  await expect(page.getByText(/^Answered on \d{2}\/\d{2}\/\d{4}/)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
