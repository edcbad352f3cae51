import { expect, expectNoSeriousA11yViolations, test } from './fixtures';
import { RiskPage } from './pages/RiskPage';

/** The full-data risk supplier (mocks/data/profile/risk.ts RISK_PROFILE_IDS.fullData). */
const SUPPLIER = 100036;
const HEAVY_CHUNK = /(renderRiskRadarPdf|PowerBiReportEmbed)-[\w-]+\.js$/;

test('risk analytics summary: H Score and directors, with no PDF or Power BI code downloaded', async ({ page }) => {
  const heavy: string[] = [];
  page.on('request', (request) => {
    if (HEAVY_CHUNK.test(new URL(request.url()).pathname)) heavy.push(request.url());
  });
  const risk = new RiskPage(page, SUPPLIER);
  await risk.open('risk-analytics-summary');
  await expect(risk.hScore()).toBeVisible();
  await expect(risk.hScore()).toHaveAttribute('aria-valuetext', /^\d+ out of 100$/);
  await expect(risk.directorsTable().getByRole('columnheader', { name: /Director Name/ })).toBeVisible();
  await risk.directorsTable().getByRole('button', { name: /Companies Related/ }).click();
  await expect(risk.directorsTable().getByRole('columnheader', { name: /Companies Related/ })).toHaveAttribute('aria-sort', 'ascending');
  await expectNoSeriousA11yViolations(page);
  expect(heavy).toEqual([]);
});

test('risk radar offline: the report is unavailable and the same risk data is shown as tables', async ({ page }) => {
  // The browser says it has no network, and the report service cannot be reached.
  await page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'onLine', { get: () => false }));
  await page.route(/powerbi\.com/, (route) => route.abort('internetdisconnected'));
  const risk = new RiskPage(page, SUPPLIER);
  await risk.open('risk-analytics-detail');
  await expect(risk.unavailableMessage()).toBeVisible();
  await expect(risk.dataView().getByRole('region', { name: 'Company Watch Risk Score' })).toBeVisible();
  await expect(risk.dataView().getByRole('table', { name: 'Audited Financials' })).toBeVisible();
  await expect(risk.dataView().getByRole('table', { name: 'Risk Score History' }).getByRole('row')).toHaveCount(25);
  await expect(page.getByRole('link', { name: /^Learn more/ })).toHaveAttribute('target', '_blank');
  expect(await page.evaluate(() => (window as unknown as { dataLayer?: unknown[] }).dataLayer)).toEqual([
    { event: 'HasOpenedRiskRadar', supplierId: SUPPLIER },
  ]);
  await expectNoSeriousA11yViolations(page);
});

test('Print risk radar from the menu: the PDF in an 800 px viewer, and its Download', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 1000 });
  const risk = new RiskPage(page, SUPPLIER);
  await risk.open('overview');
  await risk.printRiskRadarFromMenu();
  const viewer = risk.viewer();
  await expect(viewer).toBeVisible();
  const frame = viewer.locator('iframe');
  // The PDF is drawn in the page (~1.3 s quiet): once past 20 s with the machine's two cores busy elsewhere.
  await expect(frame).toHaveAttribute('src', /^blob:/, { timeout: 45_000 });
  await expect(frame).toHaveAttribute('title', /^Risk Radar PDF for /);
  const box = await page.locator('[role="dialog"]').evaluate((el) => el.parentElement!.getBoundingClientRect().height);
  expect(Math.round(box)).toBe(800);
  await expectNoSeriousA11yViolations(page);
  const download = page.waitForEvent('download');
  await viewer.getByRole('button', { name: 'Download' }).click();
  expect((await download).suggestedFilename()).toMatch(/^Risk Radar - .+\.pdf$/);
});
