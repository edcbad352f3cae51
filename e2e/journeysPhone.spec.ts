import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, FIRST_LOAD_MS, openApp, test } from './fixtures';
import { CompliancePage } from './pages/CompliancePage';
import { RiskPage } from './pages/RiskPage';

/**
 * A buyer's journeys on a phone (375 px): each screen fits the screen's width. A page that scrolls
 * sideways hides its right-hand side (and the controls there) from a buyer who does not know to
 * swipe; wide tables scroll inside their own box instead.
 */
test.use({ viewport: { width: 375, height: 800 } });

/** How far the page scrolls sideways, in px (0 when it fits). */
const sidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

test.describe('Supplier compliance on a phone', () => {
  test('the compliance dashboard fits, in French too (levels and certificates tables, long button labels)', async ({ page }) => {
    await openApp(page, 'supplier/100010/compliance', { lng: 'fr' });
    const levels = page.getByRole('table', { name: 'Niveaux' });
    await expect(levels).toBeVisible({ timeout: FIRST_LOAD_MS });
    // Each level's status in French, as every label around it.
    await expect(levels.getByRole('cell', { name: /^(Vérifié|Non vérifié|En cours|Expiré)$/ }).first()).toBeVisible();
    await expect(levels.getByRole('cell', { name: /^(Verified|Not Verified|In Progress|Expired)$/ })).toHaveCount(0);
    await expect(page.getByRole('table', { name: 'Certificats' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Afficher le détail : Connexions acheteur' })).toBeVisible();
    expect(await sidewaysScroll(page)).toBe(0);
  });

  test('a focused level keeps room for the requirement names (the table scrolls inside its box)', async ({ page }) => {
    const compliance = new CompliancePage(page);
    await openApp(page, 'supplier/100010/compliance/101');
    const table = page.getByRole('table', { name: /^Requirements of / });
    await expect(table).toBeVisible({ timeout: FIRST_LOAD_MS });
    // Squeezed by the fixed columns, a name stood one letter a line (about 10 px wide).
    const nameCell = table.getByRole('rowheader').first();
    expect((await nameCell.boundingBox())?.width ?? 0).toBeGreaterThan(150);
    expect(await sidewaysScroll(page)).toBe(0);
    await expect(compliance.requirementTable('Bronze')).toBeVisible();
  });

  test('a requirement page with a long file name fits', async ({ page }) => {
    await openApp(page, 'supplier/100010/compliance/requirement/9');
    await expect(page.getByRole('button', { name: /^Download written-health-and-safety-policy/ })).toBeVisible({ timeout: FIRST_LOAD_MS });
    expect(await sidewaysScroll(page)).toBe(0);
  });

  test('a requirement that cannot load shows its error within the screen (French)', async ({ page }) => {
    await openApp(page, 'supplier/100015/compliance/requirement/9', { lng: 'fr' });
    await expect(page.getByRole('heading', { name: "Désolé, une erreur s'est produite, réessayez plus tard" })).toBeVisible({ timeout: FIRST_LOAD_MS });
    await expect(page.getByRole('button', { name: 'Retour au statut de conformité' })).toBeVisible();
    expect(await sidewaysScroll(page)).toBe(0);
  });

  test('a work category page shows each value under its label, full width', async ({ page }) => {
    await openApp(page, 'supplier/100010/compliance/work-categories/100010001');
    const value = page.getByText('Professional services', { exact: true });
    await expect(value).toBeVisible({ timeout: FIRST_LOAD_MS });
    // Beside a label column as wide as "Maximum contract value", the value had ~40 px: "Profes / sional".
    expect((await value.boundingBox())?.width ?? 0).toBeGreaterThan(150);
    expect(await sidewaysScroll(page)).toBe(0);
  });
});

test.describe('Risk radar on a phone', () => {
  test('the data view under "report unavailable" fits', async ({ page }) => {
    const risk = new RiskPage(page, 100010);
    await risk.open('risk-analytics-detail');
    await expect(risk.unavailableMessage()).toBeVisible({ timeout: FIRST_LOAD_MS });
    await expect(risk.dataView().getByText('Movement in probability of distress over 3 months')).toBeVisible();
    expect(await sidewaysScroll(page)).toBe(0);
    // Its wider tables scroll sideways in their box: a keyboard must be able to reach and scroll them.
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe('Print profile on a phone', () => {
  test('the printable profile fits before the print dialog (French labels)', async ({ page }) => {
    await page.addInitScript(() => { window.print = () => undefined; });
    await openApp(page, 'supplier/100010/print', { lng: 'fr' });
    await expect(page.getByRole('heading', { level: 1, name: "D'Arcy & O'Neill Roofing Ltd" })).toBeVisible({ timeout: FIRST_LOAD_MS });
    await expect(page.getByText('07857053', { exact: true })).toBeVisible();
    expect(await sidewaysScroll(page)).toBe(0);
  });
});
