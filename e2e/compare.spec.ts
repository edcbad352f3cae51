import { readFile } from 'node:fs/promises';
import { expect, expectNoSeriousA11yViolations, openApp, test } from './fixtures';
import { ComparePage } from './pages/ComparePage';
import { LandingPage } from './pages/Landing';
import { ResultsPage } from './pages/Results';

/** Issue 41: compare suppliers side by side, against a policy the buyer chooses. */

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

async function searchMastClimbers(page: import('@playwright/test').Page) {
  await openApp(page, 'source-supplier', { persona: 'full-buyer', community: 'GB', lng: 'en' });
  const landing = new LandingPage(page);
  await landing.chooseWorkCategory('Mast climb', /Mast climbers/i);
  await landing.show(149);
  const results = new ResultsPage(page);
  await expect(results.summary(149)).toBeVisible();
  return results;
}

test('select three results, Compare, choose a policy, export the CSV and read it back, then Back to the same results page', async ({ page }) => {
  test.setTimeout(120_000);
  const results = await searchMastClimbers(page);
  await results.goToPage(2);
  await expect(results.range('Showing 51 to 100 of 149')).toBeVisible();
  const resultsUrl = page.url();
  const names = (await results.supplierNames()).slice(0, 3);
  for (const name of names) await results.table().getByRole('row', { name: new RegExp(escape(name)) }).getByRole('checkbox').check({ force: true }); // RAC's box covers the hidden input
  const bar = page.getByRole('region', { name: 'Selected suppliers' });
  await expect(bar.getByText('3 selected')).toBeVisible();
  await bar.getByRole('button', { name: 'Compare' }).click();

  const compare = new ComparePage(page);
  await compare.waitForColumns();
  expect(await compare.columnNames()).toEqual(names);
  // The work category the search asked for is a row of its own.
  await expect(compare.table().getByRole('rowheader', { name: /^Work category: Mast climbers/i })).toBeVisible();
  await compare.choosePolicy('Standard subcontractor');
  expect(new URL(page.url()).searchParams.get('policy')).toBe('1');
  await expectNoSeriousA11yViolations(page);

  const download = await compare.exportCsv();
  expect(download.suggestedFilename()).toMatch(/^Supplier comparison \d{4}-\d{2}-\d{2}\.csv$/);
  const bytes = await readFile((await download.path())!);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const records = bytes.toString('utf8').slice(1).split('\r\n');
  expect(records[0]).toBe(['Supplier', ...names.map((n) => (/[",]/.test(n) ? `"${n.replace(/"/g, '""')}"` : n)), 'Differs'].join(','));
  expect(records.some((r) => r.startsWith('Location,'))).toBe(true);
  const summary = records.find((r) => r.startsWith('Requirements met,'));
  expect(summary?.split(',').slice(1, 4).every((cell) => /^\d+ of \d+ met$/.test(cell))).toBe(true);

  // A reload keeps the comparison (it lives in the address).
  await page.reload();
  await compare.waitForColumns();
  expect(await compare.columnNames()).toEqual(names);

  await compare.backToResults().click();
  await expect(results.range('Showing 51 to 100 of 149')).toBeVisible();
  expect(new URL(page.url()).searchParams.get('page')).toBe(new URL(resultsUrl).searchParams.get('page'));
});

test('at 375 px the suppliers scroll sideways with the row labels in view; axe clean', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await openApp(page, 'source-supplier/compare?ids=100010,100011,100012,100013,100014&policy=2', { persona: 'full-buyer', community: 'GB', lng: 'en' });
  const compare = new ComparePage(page);
  await compare.waitForColumns();
  // The page itself does not scroll sideways; the table's region does.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  const scroller = page.getByRole('group', { name: 'Supplier comparison' });
  const label = compare.table().getByRole('rowheader', { name: /^Location/ });
  const before = await label.boundingBox();
  await scroller.evaluate((el) => { el.scrollLeft = el.scrollWidth; });
  await expect.poll(() => scroller.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
  const after = await label.boundingBox();
  expect(after?.x).toBeCloseTo(before?.x ?? -1, 0);
  await expect(label).toBeInViewport();
  await expectNoSeriousA11yViolations(page);
});

test('keyboard: a column moves and goes with the keys alone', async ({ page }) => {
  await openApp(page, 'source-supplier/compare?ids=100010,100011,100012', { persona: 'full-buyer', community: 'GB', lng: 'en' });
  const compare = new ComparePage(page);
  await compare.waitForColumns();
  const [a, b, c] = await compare.columnNames();
  const moveRight = page.getByRole('button', { name: `Move ${a} right` });
  await moveRight.focus();
  await page.keyboard.press('Enter');
  // The columns follow the address, which the key press replaces: read them once they have moved.
  await expect.poll(() => compare.columnNames()).toEqual([b, a, c]);
  await page.getByRole('button', { name: `Remove ${c} from the comparison` }).focus();
  await page.keyboard.press('Space');
  await expect.poll(() => compare.columnNames()).toEqual([b, a]);
});

test('print: the comparison alone on the page, without its controls or the shell', async ({ page }) => {
  await page.addInitScript(() => { window.print = () => { (window as unknown as { printed: number }).printed = 1; }; });
  await openApp(page, 'source-supplier/compare?ids=100010,100011,100012,100013,100014&policy=2', { persona: 'full-buyer', community: 'GB', lng: 'en' });
  const compare = new ComparePage(page);
  await compare.waitForColumns();
  await page.getByRole('button', { name: 'Print' }).click();
  expect(await page.evaluate(() => (window as unknown as { printed?: number }).printed)).toBe(1);
  await page.emulateMedia({ media: 'print' });
  await expect(compare.table()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Export CSV' })).toBeHidden();
  await expect(page.getByRole('button', { name: /^Move .* right$/ }).first()).toBeHidden();
  // Printed as the browser would (the page's own @page: A4 landscape), five suppliers and a policy fill one page.
  const pdf = await page.pdf({ preferCSSPageSize: true, printBackground: true });
  const pages = pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g) ?? [];
  expect(pages).toHaveLength(1);
  const box = /\/MediaBox\s*\[\s*0 0 ([\d.]+) ([\d.]+)/.exec(pdf.toString('latin1'));
  // A4 landscape: 842 × 595 points.
  expect(box && [Math.round(Number(box[1])), Math.round(Number(box[2]))]).toEqual([842, 595]);
});
