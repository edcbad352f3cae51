import { expect, expectNoSeriousA11yViolations, test } from './fixtures';
import { ComplianceDetailsPage } from './pages/ComplianceDetailsPage';

const REQUIREMENT = 'supplier/100010/compliance/requirement/28';
/** Awkward record ids of mocks/data/compliance/detailRecords.ts (the same for every kind). */
const NOT_FOUND = 990404;
const SERVER_ERROR = 990500;
const MARKUP = 990003;
const AWKWARD = '<b>not bold</b> <script>window.__e2eScript = 1</script> 👷‍♀️ مرحبا بالعالم & "quotes"';

const PAGES = [
  { path: 'question/2801/insurance/1000101', heading: 'Insurance', label: 'Insurer', back: false },
  { path: 'relatedcompany/12', heading: 'Related company', label: 'Relationship', back: false },
  { path: 'branchoffice/13', heading: 'Branch office', label: 'Office name', back: true },
  { path: 'director/14', heading: 'Director or partner', label: 'Position', back: true },
  { path: 'tradeprofessional/15', heading: 'Trade professional', label: 'Trade', back: false },
  { path: 'ssipcertificates/16', heading: 'SSIP certificate', label: 'Scheme', back: false },
  { path: 'licenceAccreditations/17', heading: 'Licence or accreditation', label: 'Issuing body', back: false },
  { path: 'trades/18', heading: 'Data-sharing trade', label: 'Trade', back: true },
];

for (const { path, heading, label, back } of PAGES) {
  test(`${heading}: opens by its address, reads as a record, passes axe, and Close returns to the requirement`, async ({ page }) => {
    const details = new ComplianceDetailsPage(page, REQUIREMENT);
    await details.open(path, heading);
    await expect(details.value(label)).toHaveText(/\S/);
    await expect(details.back()).toHaveCount(back ? 1 : 0);
    await expectNoSeriousA11yViolations(page);
    await details.close().click();
    await expect(page).toHaveURL(new RegExp(`/findsuppliers/${REQUIREMENT}$`));
  });
}

test('names come from the look-ups: related company relationship and a country with its address', async ({ page }) => {
  const details = new ComplianceDetailsPage(page, REQUIREMENT);
  await details.open('relatedcompany/12', 'Related company');
  await expect(details.value('Relationship')).toHaveText(/^(Parent company|Subsidiary|Sister company|Joint venture partner)$/);
  await expect(details.value('Company type')).not.toHaveText(/Unknown/);
  await expect(details.value('Address')).toHaveText(/, (United Kingdom|Belgium|France|Germany|Ireland|Netherlands|Spain|Poland|Portugal|Italy)$/);
});

test('a record that is not there and a failing fetch say "Request has failed with status code: {status}", with Close', async ({ page }) => {
  const details = new ComplianceDetailsPage(page, REQUIREMENT);
  await details.open(`branchoffice/${NOT_FOUND}`, 'Branch office');
  await expect(page.getByRole('alert')).toContainText('Request has failed with status code: 404');
  await expectNoSeriousA11yViolations(page);

  await details.open(`ssipcertificates/${SERVER_ERROR}`, 'SSIP certificate');
  await expect(page.getByRole('alert')).toContainText('Request has failed with status code: 500');
  await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
  await details.close().click();
  await expect(page).toHaveURL(new RegExp(`/findsuppliers/${REQUIREMENT}$`));
});

test('served text shows exactly as given (markup, emoji, right-to-left) and never runs', async ({ page }) => {
  const details = new ComplianceDetailsPage(page, REQUIREMENT);
  await details.open(`relatedcompany/${MARKUP}`, 'Related company');
  await expect(details.value('Company name')).toHaveText(AWKWARD);
  expect(await page.evaluate(() => (window as unknown as { __e2eScript?: number }).__e2eScript)).toBeUndefined();
  await expectNoSeriousA11yViolations(page);
});

test('Back on a page opened directly leads to the requirement; the browser brings the page back', async ({ page }) => {
  const details = new ComplianceDetailsPage(page, REQUIREMENT);
  await details.open('branchoffice/13', 'Branch office');
  // Opened directly: Back leads to the requirement.
  await details.back().click();
  await expect(page).toHaveURL(new RegExp(`/findsuppliers/${REQUIREMENT}$`));
  await page.goBack();
  await expect(details.heading('Branch office')).toBeVisible();
  await expect(details.value('Office name')).toHaveText(/\S/);
});
