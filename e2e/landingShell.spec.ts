import type { Page, Route } from '@playwright/test';
import { collectErrors, expect, test } from './fixtures';
import { LandingPage } from './pages/Landing';
import { ResultsPage, SHARED_RESULTS } from './pages/Results';

/**
 * Issue 12: index.html paints the landing's static first view before any of the app's code has run
 * (scripts/landingShell.ts); the live landing takes its place in one step, in the same geometry, so
 * nothing shifts and the largest paint stays the early one.
 */

interface Observed {
  shift: number;
  paints: { startTime: number; size: number }[];
  releasedAt: number | null;
}

/** Records layout shifts, largest-paint candidates and when the shell gave way, from the document's start. */
async function observePaints(page: Page) {
  await page.addInitScript(() => {
    const seen: Observed = { shift: 0, paints: [], releasedAt: null };
    (window as unknown as { observed: Observed }).observed = seen;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) seen.shift += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { size: number })[]) {
        seen.paints.push({ startTime: entry.startTime, size: entry.size });
      }
    }).observe({ type: 'largest-contentful-paint', buffered: true });
    new MutationObserver(() => {
      if (seen.releasedAt === null && !document.documentElement.classList.contains('boot-shell') && document.getElementById('root')) {
        seen.releasedAt = performance.now();
      }
      // The document itself: <html> does not exist yet when this script runs.
    }).observe(document, { subtree: true, attributes: true, attributeFilter: ['class'] });
  });
}

const observed = (page: Page) => page.evaluate(() => (window as unknown as { observed: Observed }).observed);

/** Holds every script of the app until `release()`: what the buyer sees before the code has arrived. */
async function holdScripts(page: Page) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/*.js', async (route: Route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** Opens a route without waiting for its load event, which waits for the held scripts. */
const openWhileScriptsHeld = (page: Page, route: string) => page.goto(route, { waitUntil: 'commit' });

const box = async (page: Page, selector: string) => {
  const rect = await page.locator(selector).first().boundingBox();
  expect(rect, selector).not.toBeNull();
  return rect!;
};

/** Where each named part stands, its selector taken inside `scope` (the static view or the live root). */
const placesOf = async (page: Page, scope: string, places: Record<string, string>) =>
  Object.fromEntries(await Promise.all(Object.entries(places).map(async ([name, selector]) => [name, await box(page, `${scope} ${selector}`)] as const)));

/**
 * Opens a route with the app's scripts held: its static first view is painted (heading given) and the
 * app's root is hidden. Returns where the named parts stand in it, and how to let the scripts go.
 */
async function openFirstView(page: Page, route: string, heading: string, places: Record<string, string>) {
  await observePaints(page);
  const releaseScripts = await holdScripts(page);
  await openWhileScriptsHeld(page, route);
  const shellHeading = page.locator('#boot-shell h1');
  await expect(shellHeading).toHaveText(heading);
  await expect(shellHeading).toBeVisible();
  await expect(page.locator('#root')).toBeHidden();
  return { shellPlaces: await placesOf(page, '#boot-shell', places), releaseScripts };
}

const PLACES = {
  heading: 'h1',
  welcome: 'h1 + p + p',
  criteria: 'ul',
  firstCard: 'section > div:nth-of-type(2) h2',
};

for (const width of [375, 1440]) {
  test(`at ${width} px the landing's first view is painted before the app's code, and the live landing takes its place without a shift`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 860 });
    const errors = collectErrors(page);
    // No script of the app has run: the static view is there, the app's root is not shown.
    const { shellPlaces, releaseScripts } = await openFirstView(page, 'source-supplier', 'Source suppliers', PLACES);

    releaseScripts();
    const landing = new LandingPage(page);
    await expect(landing.heading()).toBeVisible();
    await expect(landing.showButton()).toBeVisible();
    await expect(page.locator('#boot-shell')).toBeEmpty();
    // The live landing stands exactly where its static view stood.
    expect(await placesOf(page, '#root main', PLACES)).toEqual(shellPlaces);

    const seen = await observed(page);
    expect(seen.shift).toBeLessThanOrEqual(0.1);
    // The largest paint is the static view's: nothing the live landing paints is larger.
    expect(seen.releasedAt).not.toBeNull();
    expect(seen.paints.length).toBeGreaterThan(0);
    expect(seen.paints.filter((paint) => paint.startTime > seen.releasedAt!)).toEqual([]);

    // It is the live app: the search works.
    await landing.chooseWorkCategory('Mast climb', /Mast climbers/i);
    await landing.show(149);
    await expect(new ResultsPage(page).summary(149)).toBeVisible();
    expect(errors).toEqual([]);
  });
}

test("the first view is in the language the app chooses (the persona's, or ?lng)", async ({ page }) => {
  const releaseScripts = await holdScripts(page);
  await openWhileScriptsHeld(page, 'source-supplier?persona=french-limited');
  const shellHeading = page.locator('#boot-shell h1');
  await expect(shellHeading).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  const french = await shellHeading.textContent();
  expect(french).not.toBe('Source suppliers');

  releaseScripts();
  await expect(page.locator('#root h1')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(french!);
});

test('other screens show no landing view before their own', async ({ page }) => {
  const releaseScripts = await holdScripts(page);
  await openWhileScriptsHeld(page, 'source-supplier/search-filters');
  await expect(page.getByText('Loading configuration…')).toBeVisible();
  await expect(page.locator('#boot-shell')).toBeEmpty();
  releaseScripts();
});

const RESULTS_PLACES = { breadcrumb: 'main nav li', heading: 'main h1' };

for (const width of [375, 1440]) {
  test(`at ${width} px the results page's first view (breadcrumb, heading) is painted before the app's code, and the live page takes its place without a shift`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 860 });
    const errors = collectErrors(page);
    const { shellPlaces, releaseScripts } = await openFirstView(page, SHARED_RESULTS, 'Search results', RESULTS_PLACES);

    releaseScripts();
    const results = new ResultsPage(page);
    await expect(results.heading()).toBeVisible();
    await expect(page.locator('#boot-shell')).toBeEmpty();
    // Where they stand (the live heading's box is only as wide as its title row lets it be).
    const at = (places: Record<string, { x: number; y: number; height: number }>) =>
      Object.fromEntries(Object.entries(places).map(([name, { x, y, height }]) => [name, { x, y, height }]));
    expect(at(await placesOf(page, '#root', RESULTS_PLACES))).toEqual(at(shellPlaces));
    // It is the live page: the shared search's results arrive.
    await expect(results.summary(149)).toBeVisible();

    const seen = await observed(page);
    expect(seen.shift).toBeLessThanOrEqual(0.1);
    expect(seen.paints.filter((paint) => paint.startTime > seen.releasedAt!)).toEqual([]);
    // The link's session is unknown in a fresh browser (a 404 the page answers by making it again).
    expect(errors.filter((error) => !error.includes('status of 404'))).toEqual([]);
  });
}

test("the first view's screen code is asked for by index.html, before any of the app's code has run", async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  const releaseScripts = await holdScripts(page);
  await openWhileScriptsHeld(page, SHARED_RESULTS);
  await expect(page.locator('#boot-shell h1')).toHaveText('Search results');
  // The results screen's chunk (and the chunks it imports) are on their way while no script of the app has run.
  await expect.poll(() => requested.some((path) => /\/assets\/ResultsRoute-[\w-]+\.js$/.test(path))).toBe(true);
  expect(requested.filter((path) => path.endsWith('.js')).length).toBeGreaterThan(20);
  releaseScripts();
  await expect(new ResultsPage(page).heading()).toBeVisible();
});

test("the landing's lazy parts and the app's HTTP client are asked for after the first paint, before the app asks for them", async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  const releaseScripts = await holdScripts(page);
  await openWhileScriptsHeld(page, 'source-supplier');
  await expect(page.locator('#boot-shell h1')).toHaveText('Source suppliers');
  // No script of the app has run: only index.html's follow-up preloads can have asked for these.
  const chunks = ['LandingLookups', 'FiltersBlock', 'SearchTypeChoice', 'createClient', 'shellWorkers', 'filtersWorkers'];
  const firstRequest = (chunk: string) => requested.findIndex((path) => new RegExp(`/assets/${chunk}-[\\w-]+\\.js$`).test(path));
  for (const chunk of chunks) await expect.poll(() => firstRequest(chunk), chunk).toBeGreaterThanOrEqual(0);
  // The landing's own parts, which its first render waits for, go before what the app needs after it.
  expect(firstRequest('FiltersBlock')).toBeLessThan(firstRequest('createClient'));
  expect(firstRequest('LandingLookups')).toBeLessThan(firstRequest('filtersWorkers'));
  // The late features (export, segments, invite) wait until the landing has rendered.
  expect(firstRequest('lateFeatures')).toBe(-1);
  releaseScripts();
  await expect(new LandingPage(page).heading()).toBeVisible();
  await expect.poll(() => firstRequest('lateFeatures'), 'the late features, once the landing is idle').toBeGreaterThanOrEqual(0);
});

test("index.html starts Intl's warm-up worker before any of the app's code has run, and the page allows it", async ({ page }) => {
  const workers: string[] = [];
  const refused: string[] = [];
  page.on('worker', (worker) => workers.push(worker.url()));
  page.on('console', (message) => /Content Security Policy/i.test(message.text()) && refused.push(message.text()));
  const releaseScripts = await holdScripts(page);
  await openWhileScriptsHeld(page, 'supplier/100012/overview');
  await expect.poll(() => workers.filter((url) => url.startsWith('blob:')).length).toBe(1);
  releaseScripts();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(refused).toEqual([]);
});
