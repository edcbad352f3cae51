import type { Page } from '@playwright/test';
import { expect, FIRST_LOAD_MS, openApp, test } from './fixtures';
import { ProfileRecordsPage } from './pages/ProfileRecordsPage';
import { SupplierProfilePage } from './pages/SupplierProfile';

/**
 * What the browser asks the platform for on three journeys (issue 35's measures), counted at the
 * page: one entry per endpoint, a mutation reloads what it changed once, and nothing is asked for
 * that the page does not show.
 */

/** The favourite awkward supplier: 45 notes (mocks/data/profile). */
const NOTES_SUPPLIER = 100010;
const GOALS = /\/suppliers\/\d+\/goals$/;

/** Every call the page makes from now on, as "METHOD path". */
function logCalls(page: Page): string[] {
  const log: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (['fetch', 'xhr'].includes(request.resourceType())) log.push(`${request.method()} ${url.pathname}`);
  });
  return log;
}

const matching = (log: string[], pattern: RegExp) => log.filter((line) => pattern.test(line));

test('saving a note: one POST and one GET of notes', async ({ page }) => {
  const profile = new ProfileRecordsPage(page, NOTES_SUPPLIER);
  await profile.open('notes');
  await expect(profile.notesTable().getByRole('row')).toHaveCount(11);
  const log = logCalls(page);
  await profile.addNoteButton().click();
  await profile.noteTitle().fill('Counted');
  await profile.noteDescription().fill('One save, one reload');
  await profile.saveNote().click();
  await expect(page.getByText('Note saved')).toBeVisible();
  await expect(profile.notesTable().getByRole('row').nth(1)).toContainText('Counted');
  // Whatever else may still arrive has arrived once the page is quiet.
  await page.waitForLoadState('networkidle');
  expect(matching(log, /\/entitynotes/)).toEqual([
    expect.stringMatching(/^POST .*\/entitynotes$/),
    expect.stringMatching(new RegExp(`^GET .*/entitynotes/${NOTES_SUPPLIER}$`)),
  ]);
});

test('the overview, then the compliance tab: the supplier’s goals asked for once', async ({ page }) => {
  const log = logCalls(page);
  await openApp(page, 'supplier/100001/overview');
  const profile = new SupplierProfilePage(page);
  await expect(page.getByRole('region', { name: 'Compliance' })).toBeVisible({ timeout: FIRST_LOAD_MS });
  await expect(page.getByRole('link', { name: 'View compliance' })).toBeVisible();
  await profile.tabs().getByRole('tab', { name: 'Compliance' }).click();
  await expect(page.getByRole('heading', { name: 'Levels' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(matching(log, GOALS)).toHaveLength(1);
});

test('a cold deep link to a requirement page asks for no goals', async ({ page }) => {
  const log = logCalls(page);
  await openApp(page, 'supplier/100010/compliance/requirement/9');
  await expect(page.getByRole('button', { name: 'View history' })).toBeVisible({ timeout: FIRST_LOAD_MS });
  await page.waitForLoadState('networkidle');
  expect(matching(log, /\/requirement\/9\/entity\/100010$/)).toHaveLength(1);
  expect(matching(log, GOALS)).toEqual([]);
});

/**
 * Every app file (under /assets/) the page loads from now on, with the bytes it took from the network
 * (none when the browser's cache had it; a revalidation's answer counts).
 */
async function logAssets(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const urls = new Map<string, string>();
  const loaded: { url: string; networkBytes: number }[] = [];
  cdp.on('Network.requestWillBeSent', ({ requestId, request }) => {
    if (new URL(request.url).pathname.includes('/findsuppliers/assets/')) urls.set(requestId, request.url);
  });
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    const url = urls.get(requestId);
    if (url) loaded.push({ url, networkBytes: encodedDataLength });
  });
  return loaded;
}

test('a returning buyer’s deep link asks the server for none of the app files the last visit loaded', async ({ page }) => {
  const firstVisit = await logAssets(page);
  await new ProfileRecordsPage(page, 100001).open('notes');
  await page.waitForLoadState('networkidle');
  expect(firstVisit.filter(({ networkBytes }) => networkBytes > 0).length).toBeGreaterThan(10);
  const known = new Set(firstVisit.map(({ url }) => url));

  // A link to another supplier, opened later in the same browser: a new page load.
  const secondVisit = await logAssets(page);
  await new ProfileRecordsPage(page, 100002).open('notes');
  await page.waitForLoadState('networkidle');
  const again = secondVisit.filter(({ url }) => known.has(url));
  expect(again.length).toBeGreaterThan(10);
  expect(again.filter(({ networkBytes }) => networkBytes > 0).map(({ url }) => new URL(url).pathname)).toEqual([]);
});
