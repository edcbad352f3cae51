import type { Locator, Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures';
import { ProfileRecordsPage } from './pages/ProfileRecordsPage';

/** The favourite awkward supplier: 45 notes, reminders with goals (mocks/data/profile). */
const SUPPLIER = 100010;
const WITH_NOTICES = 100011;
const AWKWARD = '<b>not bold</b> <script>window.__e2eScript = 1</script> 👷‍♀️ مرحبا بالعالم & "quotes"';

async function tabTo(page: Page, target: Locator, maxPresses = 40) {
  for (let i = 0; i < maxPresses; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

test('notes: add, edit and remove a note, text kept exactly as typed', async ({ page }) => {
  const profile = new ProfileRecordsPage(page, SUPPLIER);
  await profile.open('notes');
  await expect(profile.notesTable().getByRole('row')).toHaveCount(11);
  await expectNoSeriousA11yViolations(page);

  await profile.addNoteButton().click();
  await expect(profile.noteDialog()).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await profile.noteTitle().fill('E2E note ✓');
  await profile.noteDescription().fill(AWKWARD);
  await profile.saveNote().click();
  await expect(page.getByText('Note saved')).toBeVisible();
  await expect(profile.noteDialog()).toBeHidden();
  const first = profile.notesTable().getByRole('row').nth(1);
  await expect(first).toContainText('E2E note ✓');
  await expect(first.getByText(AWKWARD, { exact: true })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __e2eScript?: number }).__e2eScript)).toBeUndefined();

  // A reload keeps it (the mock platform persists what the buyer wrote).
  await profile.reload('notes');
  await expect(profile.notesTable().getByRole('row').nth(1).getByText(AWKWARD, { exact: true })).toBeVisible();

  await profile.notesTable().getByRole('row').nth(1).getByRole('button', { name: 'Edit note E2E note ✓' }).click();
  await profile.noteDescription().fill('Edited in e2e');
  await profile.saveNote().click();
  await expect(profile.notesTable().getByRole('row').nth(1)).toContainText('Edited in e2e');

  await profile.notesTable().getByRole('row').nth(1).getByRole('button', { name: 'Edit note E2E note ✓' }).click();
  await profile.noteDialog().getByRole('button', { name: 'Remove note' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Remove note' });
  await expectNoSeriousA11yViolations(page);
  await confirm.getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByText('Note removed')).toBeVisible();
  await expect(profile.notesTable()).not.toContainText('Edited in e2e');
  await expect(page.getByText('Showing 1 to 10 of 45')).toBeVisible();
});

test('notes: a failing save (fault) keeps the modal and every typed character', async ({ page }) => {
  const profile = new ProfileRecordsPage(page, SUPPLIER);
  await profile.open('notes', { mockFault: 'POST:/entitynotes:500' });
  await profile.addNoteButton().click();
  await profile.noteTitle().fill('Will not save');
  await profile.noteDescription().fill(AWKWARD);
  await profile.saveNote().click();
  await expect(profile.noteDialog().getByText(/Your note was not saved/)).toBeVisible();
  await expect(profile.noteTitle()).toHaveValue('Will not save');
  await expect(profile.noteDescription()).toHaveValue(AWKWARD);
  await expect(page.getByText('Note saved')).toBeHidden();
});

test('notes: the note modal by keyboard alone', async ({ page }) => {
  const profile = new ProfileRecordsPage(page, SUPPLIER);
  await profile.open('notes');
  await expect(profile.notesTable().getByRole('row')).toHaveCount(11);
  await page.locator('body').focus();
  await tabTo(page, profile.addNoteButton());
  await page.keyboard.press('Enter');
  await expect(profile.noteTitle()).toBeFocused();
  await page.keyboard.type('Keyboard note');
  await page.keyboard.press('Tab');
  await expect(profile.noteDescription()).toBeFocused();
  await page.keyboard.type('Typed without a mouse');
  await tabTo(page, profile.saveNote(), 6);
  await page.keyboard.press('Enter');
  await expect(page.getByText('Note saved')).toBeVisible();
  await expect(profile.notesTable().getByRole('row').nth(1)).toContainText('Typed without a mouse');
  // Escape closes an opened modal and focus returns to its opener.
  await tabTo(page, profile.addNoteButton());
  await page.keyboard.press('Enter');
  await expect(profile.noteDialog()).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(profile.noteDialog()).toBeHidden();
  await expect(profile.addNoteButton()).toBeFocused();
});

test('custom fields: edit every field type and see the values after a reload', async ({ page }) => {
  const profile = new ProfileRecordsPage(page, SUPPLIER);
  await profile.open('custom-fields');
  const section = profile.section('Supplier management');
  await expect(section).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await section.getByRole('button', { name: 'Edit Supplier management' }).click();
  await section.getByRole('textbox', { name: 'Account manager' }).fill('Zoë <i>O’Brien</i>');
  await section.getByRole('textbox', { name: 'Notes for estimators' }).fill('Night work fine');
  const preferred = section.getByRole('checkbox', { name: 'Preferred supplier' });
  const wasPreferred = await preferred.isChecked();
  await preferred.click({ force: true });
  await section.getByRole('spinbutton', { name: /day, Insurance renewal date/ }).click();
  await page.keyboard.type('21072029');
  const cladding = section.getByRole('checkbox', { name: 'Cladding' });
  const hadCladding = await cladding.isChecked();
  await cladding.click({ force: true });
  await section.getByRole('radio', { name: 'Medium' }).click({ force: true });
  await section.getByRole('button', { name: /Payment terms/ }).click();
  await page.getByRole('option', { name: '45 days' }).click();
  await expectNoSeriousA11yViolations(page);
  await section.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Custom fields saved')).toBeVisible();

  const expectSaved = async () => {
    const s = profile.section('Supplier management');
    const value = (term: string) => s.locator('dt', { hasText: term }).locator('xpath=following-sibling::dd[1]');
    await expect(value('Account manager')).toHaveText('Zoë <i>O’Brien</i>');
    await expect(value('Notes for estimators')).toHaveText('Night work fine');
    await expect(value('Preferred supplier')).toHaveText(wasPreferred ? 'No' : 'Yes');
    await expect(value('Insurance renewal date')).toHaveText('21/07/2029');
    if (hadCladding) await expect(value('Trades approved for')).not.toContainText('Cladding');
    else await expect(value('Trades approved for')).toContainText('Cladding');
    await expect(value('Risk rating')).toHaveText('Medium');
    await expect(value('Payment terms')).toHaveText('45 days');
  };
  await expectSaved();
  await profile.reload('custom-fields');
  await expectSaved();
});

test('reminder history: open a compliance reminder', async ({ page }) => {
  const profile = new ProfileRecordsPage(page, SUPPLIER);
  await profile.open('reminder-history');
  await expect(profile.remindersTable().getByRole('row')).toHaveCount(11);
  await expectNoSeriousA11yViolations(page);
  await profile.remindersTable().getByRole('row').nth(1).getByRole('button', { name: /^View Compliance reminder/ }).click();
  const modal = page.getByRole('dialog', { name: 'Compliance reminder' });
  await expect(modal.getByRole('table', { name: 'Goal requirements' })).toBeVisible();
  await expect(modal.getByText(/Please renew <b>before<\/b> Friday/)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('issues: notices usable and the report says it is unavailable (mock token), never an empty frame', async ({ page }) => {
  const profile = new ProfileRecordsPage(page, WITH_NOTICES);
  await profile.open('issues');
  await expect(page.getByRole('button', { name: 'Consult Notices (3)' })).toHaveAttribute('aria-expanded', 'true');
  await page.getByRole('button', { name: /^Show notes of/ }).first().click();
  await expect(page.getByText('Notes:')).toBeVisible();
  await expect(page.getByText(/The submissions status report is unavailable right now/)).toBeVisible({ timeout: 20_000 });
  await expect(page.locator('iframe')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'View notice' }).click();
  await expect(page.getByRole('dialog', { name: /^Consult notice: / })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
