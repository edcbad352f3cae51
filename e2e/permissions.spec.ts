import { expect, expectNoSeriousA11yViolations, openApp, test } from './fixtures';
import { ProfileDocumentsPage } from './pages/ProfileDocumentsPage';
import { ProfileRecordsPage } from './pages/ProfileRecordsPage';
import { SupplierProfilePage } from './pages/SupplierProfile';

// Issue 11 item 1: the invite route asks the invite rule, not only the button.
test('a read-only sourcing buyer opening /invite-supplier is told they may not invite, and cannot send', async ({ page }) => {
  await openApp(page, 'invite-supplier', { persona: 'readonly-sourcing', lng: 'en' });
  await expect(page.getByRole('heading', { level: 1, name: 'Invite Supplier' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: "You don't have permission" })).toBeVisible();
  await expect(page.getByText(/cannot invite them/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send invitation' })).toHaveCount(0);
  await expect(page.getByRole('form', { name: 'Invitation' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('link', { name: 'Back to Source suppliers' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Source suppliers' })).toBeVisible();
});

test('a full buyer opening /invite-supplier gets the invite screen', async ({ page }) => {
  await openApp(page, 'invite-supplier', { persona: 'full-buyer', lng: 'en' });
  await expect(page.getByRole('heading', { level: 1, name: 'Invite Supplier' })).toBeVisible();
  await expect(page.getByRole('button', { name: /Organisation unit$/ })).toBeVisible();
  await expect(page.getByText("You don't have permission")).toHaveCount(0);
});

// Issue 33: one permission per profile area refused by the mock platform only (?serverWithout=…), so
// the app still shows the button: the buyer is told "You don't have permission" and keeps what they
// typed or chose.
test.describe('the server refuses what a button shown by mistake allowed', () => {
  const REFUSED = "You don't have permission";
  /** The awkward favourite supplier: notes, the reference NB-00010, custom fields, no suspension. */
  const DARCY = { id: 100010, name: "D'Arcy & O'Neill Roofing Ltd" };
  /** The supplier with 23 internal documents. */
  const WITH_DOCUMENTS = 100014;

  test('notes: adding a note keeps the modal open with the typed text', async ({ page }) => {
    const records = new ProfileRecordsPage(page, DARCY.id);
    await records.open('notes', { serverWithout: 'suppliersourcing:edit-notes' });
    await records.addNoteButton().click();
    await records.noteTitle().fill('Refused note');
    await records.noteDescription().fill('Kept text ✓');
    await records.saveNote().click();
    await expect(records.noteDialog().getByText(REFUSED)).toBeVisible();
    await expect(records.noteTitle()).toHaveValue('Refused note');
    await expect(records.noteDescription()).toHaveValue('Kept text ✓');
    await expect(page.getByText('Note saved')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
  });

  test('reference: changing it keeps the dialog open with the typed reference', async ({ page }) => {
    await openApp(page, `supplier/${DARCY.id}/notes`, { serverWithout: 'suppliersourcing:edit-reference' });
    const profile = new SupplierProfilePage(page);
    await profile.loaded(DARCY.name);
    await profile.saveReference('Edit reference', 'NB-REFUSED');
    const dialog = profile.dialog('Edit reference');
    await expect(dialog.getByText(REFUSED)).toBeVisible();
    await expect(profile.referenceField()).toHaveValue('NB-REFUSED');
    await expect(page.getByText('Reference updated')).toHaveCount(0);
  });

  test('custom fields: saving keeps the section in edit with the changed value', async ({ page }) => {
    const records = new ProfileRecordsPage(page, DARCY.id);
    await records.open('custom-fields', { serverWithout: 'suppliersourcing:edit-udf-data' });
    const section = records.section('Supplier management');
    await section.getByRole('button', { name: 'Edit Supplier management' }).click();
    await section.getByRole('textbox', { name: 'Account manager' }).fill('Refused manager');
    await section.getByRole('button', { name: 'Save' }).click();
    await expect(section.getByText(REFUSED)).toBeVisible();
    await expect(section.getByRole('textbox', { name: 'Account manager' })).toHaveValue('Refused manager');
    await expect(page.getByText('Custom fields saved')).toHaveCount(0);
  });

  test('documents: uploading keeps the modal open with the type and the file', async ({ page }) => {
    const documents = new ProfileDocumentsPage(page);
    await documents.openInternalUploads(WITH_DOCUMENTS, { serverWithout: 'suppliersourcing:upload-internal-document' });
    await documents.uploadWithNewType('Refused type', { name: 'refused.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF\n') });
    const dialog = documents.uploadDialog();
    await expect(dialog.getByText(REFUSED)).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: /New type name/ })).toHaveValue('Refused type');
    await expect(dialog.getByText('Chosen file: refused.pdf')).toBeVisible();
    await expect(page.getByText('Document uploaded')).toHaveCount(0);
  });

  test('suspension: confirming says so, and the modal keeps the chosen unit', async ({ page }) => {
    await openApp(page, `supplier/${DARCY.id}/notes`, { serverWithout: 'supplychain:approver' });
    const profile = new SupplierProfilePage(page);
    await profile.loaded(DARCY.name);
    await profile.openMenuItem('Manage suspension');
    const manage = profile.dialog('Manage suspension');
    await manage.getByRole('button', { name: 'Suspend in Northbridge South' }).click();
    await manage.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText(REFUSED)).toBeVisible();
    await expect(page.getByText('Suspension saved')).toHaveCount(0);
    await expect(page.getByText(/Suspension Failed/)).toHaveCount(0);
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(manage.getByRole('list', { name: 'Suspended' }).getByText('Northbridge South')).toBeVisible();
  });
});
