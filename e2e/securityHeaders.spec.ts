import type { Page, Response, Route } from '@playwright/test';
import { expect, FIRST_LOAD_MS, openApp, test } from './fixtures';
import { LandingPage } from './pages/Landing';
import { ResultsPage } from './pages/Results';
import { RiskPage } from './pages/RiskPage';
import { SupplierProfilePage } from './pages/SupplierProfile';

/**
 * Issue 34 item 5: the production preview sends the headers a deployment sends (scripts/securityHeaders.ts),
 * and every screen runs with them in force: no Content-Security-Policy violation anywhere.
 */

/** The full-data risk supplier (mocks/data/profile/risk.ts), as in e2e/risk.spec.ts. */
const RISK_SUPPLIER = 100036;

/** Records every CSP violation the document reports, and the browser's "Refused to…" console lines. */
async function watchViolations(page: Page) {
  const console: string[] = [];
  page.on('console', (message) => {
    // Cut short: a refused data: URL is quoted whole.
    if (message.text().includes('Content Security Policy')) console.push(message.text().slice(0, 300));
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.effectiveDirective} ${event.blockedURI.slice(0, 100)} ${event.sourceFile}:${event.lineNumber}`));
  });
  return async () => [...console, ...(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations))];
}

/** The Power BI service is not reachable from the test machine: its embed frame gets an empty page. */
const stubPowerBi = (page: Page) =>
  page.route(/^https:\/\/app\.powerbi\.com\//, (route: Route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>report</title>' }));

test('the document and the app files are sent with the CSP, nosniff, a referrer policy and no framing', async ({ page }) => {
  const assets: Response[] = [];
  page.on('response', (response) => {
    if (/\/assets\/[^/]+\.js$/.test(new URL(response.url()).pathname)) assets.push(response);
  });
  const document = await page.goto('source-supplier');
  await expect(page.getByRole('heading', { level: 1, name: 'Source suppliers' })).toBeVisible({ timeout: FIRST_LOAD_MS });
  const headers = (await document?.allHeaders()) ?? {};
  const csp = headers['content-security-policy'] ?? '';
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toContain("object-src 'none'");
  expect(csp).toContain("base-uri 'self'");
  // index.html's inline scripts (the early boot script and the landing's first view) by hash, never 'unsafe-inline'.
  expect(csp).toMatch(/script-src 'self' 'sha256-[\w+/=]+' 'sha256-[\w+/=]+'/);
  expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['x-frame-options']).toBe('DENY');
  // Every script file too, the Brotli and gzip copies the preview sends included (scripts/precompressedAssets.ts).
  expect(assets.length).toBeGreaterThan(0);
  for (const asset of assets) {
    const assetHeaders = await asset.allHeaders();
    expect(assetHeaders['x-content-type-options'], asset.url()).toBe('nosniff');
    expect(assetHeaders['content-security-policy'], asset.url()).toBe(csp);
  }
});

test('a page of another origin cannot frame the app: the browser refuses it', async ({ page }) => {
  const refused: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes("frame-ancestors 'none'")) refused.push(message.text());
  });
  await page.goto('source-supplier');
  const url = page.url();
  await page.setContent(`<iframe title="embedded" src="${url}"></iframe>`);
  await expect.poll(() => refused.length).toBeGreaterThan(0);
  await expect(page.frameLocator('iframe[title="embedded"]').locator('#root')).toHaveCount(0);
});

test("the landing's static first view runs under the CSP, then the live landing", async ({ page }) => {
  const violations = await watchViolations(page);
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  // The app's code held back: what is painted comes from index.html's inline scripts alone.
  await page.route('**/assets/*.js', async (route) => {
    await released;
    await route.continue();
  });
  await page.goto('source-supplier', { waitUntil: 'commit' });
  await expect(page.locator('#boot-shell h1')).toHaveText('Source suppliers');
  release();
  await expect(page.locator('#root').getByRole('heading', { level: 1, name: 'Source suppliers' })).toBeVisible({ timeout: FIRST_LOAD_MS });
  expect(await violations()).toEqual([]);
});

test('results, a profile tab, the risk radar and the PDF viewer run under the CSP', async ({ page }) => {
  test.setTimeout(150_000);
  await page.setViewportSize({ width: 1280, height: 1000 });
  await stubPowerBi(page);
  const violations = await watchViolations(page);

  await openApp(page, 'source-supplier', { persona: 'full-buyer', community: 'GB', lng: 'en' });
  const landing = new LandingPage(page);
  await landing.chooseWorkCategory('Mast climb', /Mast climbers/i);
  await landing.show(149);
  await expect(new ResultsPage(page).summary(149)).toBeVisible();
  expect(await violations(), 'results').toEqual([]);

  await openApp(page, 'supplier/100001/overview');
  await new SupplierProfilePage(page).loaded(/.+/);
  expect(await violations(), 'profile').toEqual([]);

  const risk = new RiskPage(page, RISK_SUPPLIER);
  await risk.open('risk-analytics-detail');
  // The Power BI embed's frame is there (shown once the report says it loaded).
  await expect(page.locator('iframe[src^="https://app.powerbi.com/"]')).toBeAttached({ timeout: 20_000 });
  expect(await violations(), 'risk radar').toEqual([]);

  await risk.open('overview');
  await risk.printRiskRadarFromMenu();
  const frame = risk.viewer().locator('iframe');
  await expect(frame).toHaveAttribute('src', /^blob:/, { timeout: FIRST_LOAD_MS });
  await expect.poll(() => frame.evaluate((element: HTMLIFrameElement) => element.contentWindow !== null)).toBe(true);
  expect(await violations(), 'PDF viewer').toEqual([]);
});
