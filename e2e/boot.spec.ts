import type { Page } from '@playwright/test';
import { collectErrors, expect, openApp, test } from './fixtures';
import { LandingPage } from './pages/Landing';
import { ResultsPage } from './pages/Results';
import { ShellPage } from './pages/Shell';

/**
 * Issue 12: the mock platform boots in a Web Worker while the landing renders. Issue 11 item 9: it
 * survives corrupt local data.
 */

/** Opens the landing and searches for mast climbers: the platform answers the type-ahead, the count and the results. */
async function searchMastClimbers(page: Page) {
  await openApp(page, 'source-supplier');
  const landing = new LandingPage(page);
  await landing.chooseWorkCategory('Mast climb', /Mast climbers/i);
  await landing.show(149);
  const results = new ResultsPage(page);
  await expect(results.summary(149)).toBeVisible();
  return results;
}

test('the landing reaches "Show results" with the mock platform in its Web Worker, and no page or worker error', async ({ page }) => {
  const errors = collectErrors(page);
  // The mock platform's worker, not index.html's short-lived Intl warm-up (a blob: worker).
  const workerStarted = page.waitForEvent('worker', (worker) => /\/assets\/mock-platform-/.test(worker.url()));
  await openApp(page, 'source-supplier');
  const landing = new LandingPage(page);
  await expect(landing.heading()).toBeVisible();
  await expect(new LandingPage(page).showButton()).toBeVisible();
  // The platform answers from the worker: the type-ahead and the count come from it.
  expect((await workerStarted).url()).toMatch(/\/assets\/mock-platform-[\w-]+\.js$/);
  await landing.chooseWorkCategory('Mast climb', /Mast climbers/i);
  await landing.show(149);
  await expect(new ResultsPage(page).summary(149)).toBeVisible();
  expect(errors).toEqual([]);
});

test("index.html starts the mock platform's worker after the first paint, before any of the app's code has run", async ({ page }) => {
  let releaseScripts!: () => void;
  const released = new Promise<void>((resolve) => (releaseScripts = resolve));
  // The app's scripts wait; the worker's script too, so only index.html can have asked for it.
  await page.route('**/assets/*.js', async (route) => {
    await released;
    await route.continue();
  });
  const workerRequested = page.waitForRequest(/\/assets\/mock-platform-[\w-]+\.js$/);
  await page.goto('source-supplier', { waitUntil: 'commit' });
  await workerRequested;
  releaseScripts();
  await expect(new LandingPage(page).showButton()).toBeVisible();
  const [firstPaint, workerStart] = await page.evaluate(() => [
    performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
    performance.getEntriesByType('resource').find((entry) => /mock-platform-/.test(entry.name))?.startTime,
  ]);
  // After the paint: the worker's script never competes with the first view.
  expect(workerStart).toBeGreaterThan(firstPaint!);
});

/**
 * index.html (or main.tsx) starts the mock platform's Web Worker before the page side of the platform
 * has loaded. A worker whose script never loads fails before anyone listens; the failure is kept and
 * the platform runs in the page instead, as it did when the worker started later.
 */
test('when the mock worker script does not load, the platform runs in the page: the landing and a search work', async ({ page }) => {
  await page.route(/\/assets\/mock-platform-[\w-]+\.js$/, (route) => route.abort('failed'));
  const errors = collectErrors(page);
  await searchMastClimbers(page);
  // Said once on the console, and nothing left uncaught.
  expect(errors.filter((error) => !error.includes('Mock platform worker failed'))).toEqual([]);
  expect(errors.some((error) => error.includes('the mock platform runs in the page instead'))).toBe(true);
});

test('a reload keeps the search (the worker hands its data back to the page to keep)', async ({ page }) => {
  const results = await searchMastClimbers(page);
  // Without its f= the link works only if the session was kept.
  await page.goto(page.url().replace(/&f=[^&]+/, ''));
  await expect(results.summary(149)).toBeVisible();
});

test('"Reset mock data" makes the worker forget the search, after the reload too', async ({ page }) => {
  await searchMastClimbers(page);
  const keptLink = page.url().replace(/&f=[^&]+/, '');
  const panel = new ShellPage(page).devPanel();
  await panel.getByRole('button', { name: 'Development panel' }).click();
  // The panel reloads the page once the platform has forgotten.
  const reloaded = page.waitForEvent('load');
  await panel.getByRole('button', { name: 'Reset mock data' }).click();
  await reloaded;
  await page.goto(keptLink);
  await expect(page.getByText('This search is no longer available')).toBeVisible();
});

test.describe('corrupt local data (issue 11)', () => {
  test('garbage faults and a mock db of the wrong shape are discarded with a warning: the landing and a search work', async ({ page }) => {
    await page.addInitScript(() => {
      sessionStorage.setItem('findsuppliers.mockFaults', '{not a list');
      localStorage.setItem('findsuppliers.mockdb.v1', JSON.stringify({ version: 1, seed: 20240601, size: 5000, db: { sessions: null } }));
    });
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    const errors = collectErrors(page);
    await searchMastClimbers(page);
    expect(warnings).toEqual(
      expect.arrayContaining([
        expect.stringContaining('findsuppliers.mockFaults'),
        expect.stringContaining('findsuppliers.mockdb.v1'),
      ]),
    );
    expect(errors).toEqual([]);
  });
});

/**
 * The side menu's folded state is decided before the first render (no layout shift): every state
 * the menu button has ever had in the DOM is recorded from the document's start.
 */
for (const { width, height, expanded, label } of [
  { width: 375, height: 812, expanded: 'false', label: 'Expand menu' },
  { width: 1440, height: 900, expanded: 'true', label: 'Collapse menu' },
]) {
  test(`at ${width} px the side menu is ${expanded === 'true' ? 'open' : 'folded'} from its first paint and stays so`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    await page.addInitScript(() => {
      const states: string[] = [];
      (window as unknown as { menuStates: string[] }).menuStates = states;
      new MutationObserver(() => {
        const toggle = document.querySelector('[aria-controls="platform-menu"]');
        const state = toggle && `${toggle.getAttribute('aria-expanded')} ${toggle.textContent}`;
        if (state && states[states.length - 1] !== state) states.push(state);
      }).observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
    });
    await openApp(page, 'source-supplier');
    await expect(new LandingPage(page).showButton()).toBeVisible();
    await expect(new ShellPage(page).menu().getByRole('button', { name: label })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { menuStates: string[] }).menuStates)).toEqual([`${expanded} ${label}`]);
  });
}
