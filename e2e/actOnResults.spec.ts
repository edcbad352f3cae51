import { readFile } from 'node:fs/promises';
import { expect, expectNoSeriousA11yViolations, openApp, test } from './fixtures';
import { AddToSegmentDialog } from './pages/AddToSegmentDialog';
import { ExportDialog } from './pages/ExportDialog';
import { InviteSupplierPage } from './pages/InviteSupplier';
import { LandingPage } from './pages/Landing';
import { ResultsPage } from './pages/Results';

/** "Mast climbers": 149 suppliers in the generated network (see search.spec.ts). */
async function searchMastClimbers(page: import('@playwright/test').Page) {
  await openApp(page, 'source-supplier', { persona: 'full-buyer', community: 'GB', lng: 'en' });
  const landing = new LandingPage(page);
  await landing.chooseWorkCategory('Mast climb', /Mast climbers/i);
  await landing.show(149);
  await expect(new ResultsPage(page).summary(149)).toBeVisible();
}

test('export downloads a CSV with one row per result', async ({ page }) => {
  await searchMastClimbers(page);
  const exporter = new ExportDialog(page);
  await exporter.open();
  const download = await exporter.download();
  expect(download.suggestedFilename()).toMatch(/^SearchResults_[^_]+_\d{2}-\d{2}-\d{4}_\d{2}-\d{2}-\d{2}\.csv$/);
  const bytes = await readFile((await download.path())!);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  // Records end in CRLF; quoted cells never hold a bare CRLF from the generator's data.
  const records = bytes.toString('utf8').slice(1).split('\r\n').filter(Boolean);
  expect(records).toHaveLength(149 + 1);
  expect(records[0]).toMatch(/^Organisation name,Registration number,Companies House number,/);
});

test('two suppliers into a new DPS segment, then found as its members', async ({ page }) => {
  test.setTimeout(120_000);
  await searchMastClimbers(page);
  const results = new ResultsPage(page);
  const names = (await results.supplierNames()).slice(0, 2);
  for (const name of names) await results.table().getByRole('row', { name: new RegExp(escape(name)) }).getByRole('checkbox').check({ force: true }); // the visual box covers RAC's hidden input
  const bar = page.getByRole('region', { name: 'Selected suppliers' });
  await expect(bar.getByText('2 selected')).toBeVisible();
  await bar.getByRole('button', { name: 'Add to supply chain' }).click();

  const dialog = new AddToSegmentDialog(page);
  const segment = `E2E DPS ${Date.now()}`;
  await dialog.createSegment({ name: segment, type: 'DPS', policy: 'Public sector framework', stage: 'Invited' });
  await expect(dialog.visibleToSuppliers()).toBeChecked();
  await expect(dialog.visibleToSuppliers()).toBeDisabled();
  await expectNoSeriousA11yViolations(page);
  await dialog.confirm();
  await expect(page.getByText(`2 suppliers have been added to ${segment}`)).toBeVisible();
  await expect(bar).toBeHidden();

  // In-my-supply-chain search for that segment: exactly the two added suppliers.
  await openApp(page, 'source-supplier', { persona: 'full-buyer', community: 'GB', lng: 'en' });
  await page.getByRole('radio', { name: 'Suppliers in my supply chain' }).check({ force: true }); // RAC draws its own box over the hidden input
  await page.getByRole('button', { name: 'Supply chain', exact: true }).click();
  await page.getByRole('checkbox', { name: segment }).check({ force: true }); // RAC draws its own box over the hidden input
  await page.getByRole('button', { name: /^Show \(2 results\)$/ }).click();
  await expect(results.table()).toBeVisible();
  expect((await results.supplierNames()).sort()).toEqual([...names].sort());
});

test('invite: a bad email and no phone show both messages, then the invitation is sent', async ({ page }) => {
  await openApp(page, 'invite-supplier', { persona: 'full-buyer', community: 'GB', lng: 'en' });
  const invite = new InviteSupplierPage(page);
  await expect(invite.heading()).toBeVisible();
  await invite.chooseTarget('Northbridge North', 'M62 Junction 24 improvement', 'Expression of interest');
  await invite.fillSupplier({
    company: 'Harbour Roofing Ltd', first: 'Dana', last: 'Price', email: 'dana.harbour', phone: '020 7946 0958', reason: 'Other',
  });
  await invite.touch('Contact email');
  await invite.touch('Mobile number');
  await expect(page.getByText('Invalid email')).toBeVisible();
  await expect(page.getByText('at least 1 telephone number required')).toBeVisible();
  await expect(invite.sendButton()).toBeDisabled();
  await expectNoSeriousA11yViolations(page);

  await invite.field('Contact email').fill(`dana.${Date.now()}@harbour-roofing.example`);
  await invite.field('Mobile number').fill('07700 900123');
  await expect(invite.sendButton()).toBeEnabled();
  await invite.sendButton().click();
  await expect(page.getByText('Invitation sent')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Go back' })).toBeVisible();
});

function escape(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
