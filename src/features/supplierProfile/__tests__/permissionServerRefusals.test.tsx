import { beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '../../../../mocks/node';
import { NOTES_PROFILE_IDS } from '../../../../mocks/data/profile/notes';
import { renderApp } from '@/test/renderWithProviders';
import { internalRoute, internalTable, preloadDocumentsTab, PRELOAD_TIMEOUT_MS, rowNames, internalRowNames } from '../tabs/documents/__tests__/documentsTestKit';
import { FAVOURITE, openProfile, pickMenuItem, withoutReference } from './profileTestKit';

/**
 * Issue 33: the server refuses a gated action the buyer's button allowed (403, the platform's
 * permission body). Each screen says "You don't have permission" in the buyer's language, keeps
 * what the buyer typed or chose, and shows nothing as saved; no panel goes blank.
 */

const REFUSAL = { isSuccess: false, message: "You don't have permission" };
const refused = () => HttpResponse.json(REFUSAL, { status: 403 });
const MESSAGE = "You don't have permission";

beforeAll(async () => {
  await Promise.all([import('../tabs/notes/NotesScreen'), import('../tabs/customFields/CustomFieldsScreen'), preloadDocumentsTab()]);
}, PRELOAD_TIMEOUT_MS);

describe('notes', () => {
  const route = (query = '') => `/supplier/${NOTES_PROFILE_IDS.many}/notes${query}`;
  const notesTable = () => screen.findByRole('table', { name: 'Notes on this supplier' });

  it('adding: the modal stays open saying so, title and description kept, the list unchanged', async () => {
    server.use(http.post('*/mock-api/entityNotes/entitynotes', refused));
    const { user } = await renderApp({ route: route() });
    await notesTable();
    await user.click(screen.getByRole('button', { name: 'Add note' }));
    const modal = await screen.findByRole('dialog', { name: 'Add note' });
    await user.type(within(modal).getByRole('textbox', { name: /Title/ }), 'Kept title');
    await user.type(within(modal).getByRole('textbox', { name: /Description/ }), 'Kept <b>text</b> ✓');
    await user.click(within(modal).getByRole('button', { name: 'Save' }));
    expect(await within(modal).findByRole('alert')).toHaveTextContent(MESSAGE);
    expect(within(modal).getByRole('textbox', { name: /Title/ })).toHaveValue('Kept title');
    expect(within(modal).getByRole('textbox', { name: /Description/ })).toHaveValue('Kept <b>text</b> ✓');
    expect(screen.queryByText('Note saved')).not.toBeInTheDocument();
    expect(screen.getByText('Showing 1 to 10 of 45')).toBeInTheDocument();
  });

  it('editing and removing: each refusal says so inside its dialog, the edited text kept', async () => {
    server.use(http.put('*/mock-api/entityNotes/entitynotes/:id', refused), http.delete('*/mock-api/entityNotes/entitynotes/:id', refused));
    const { user } = await renderApp({ route: route() });
    const table = await notesTable();
    await user.click(within(within(table).getAllByRole('row')[1]).getByRole('button', { name: /Edit/ }));
    const modal = await screen.findByRole('dialog', { name: 'Edit note' });
    const description = within(modal).getByRole('textbox', { name: /Description/ });
    await user.clear(description);
    await user.type(description, 'Changed but refused');
    await user.click(within(modal).getByRole('button', { name: 'Save' }));
    expect(await within(modal).findByText(MESSAGE)).toBeInTheDocument();
    expect(description).toHaveValue('Changed but refused');

    await user.click(within(modal).getByRole('button', { name: 'Remove note' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Remove note' });
    await user.click(within(confirm).getByRole('button', { name: 'Remove' }));
    expect(await within(confirm).findByText(MESSAGE)).toBeInTheDocument();
    expect(screen.queryByText('Note removed')).not.toBeInTheDocument();
    expect(screen.getByText('Showing 1 to 10 of 45')).toBeInTheDocument();
  });

  it("in the buyer's language (French)", async () => {
    server.use(http.post('*/mock-api/entityNotes/entitynotes', refused));
    const { user } = await renderApp({ route: route(), language: 'fr' });
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Ajouter une note' }));
    const modal = await screen.findByRole('dialog', { name: 'Ajouter une note' });
    const description = within(modal).getByRole('textbox', { name: /Description/ });
    await user.type(description, 'Texte gardé');
    await user.click(within(modal).getByRole('button', { name: 'Enregistrer' }));
    expect(await within(modal).findByText("Vous n'avez pas l'autorisation")).toBeInTheDocument();
    expect(description).toHaveValue('Texte gardé');
  });
});

describe('reference', () => {
  const field = (dialog: HTMLElement) => within(dialog).getByRole('textbox', { name: 'Reference' });

  it('adding: the dialog stays open saying so, the typed reference kept, the header unchanged', async () => {
    withoutReference(FAVOURITE.id);
    server.use(http.post('*/mock-api/entityReferences/entityreferences', refused));
    const { user } = await openProfile(FAVOURITE.id, FAVOURITE.name);
    await pickMenuItem(user, 'Add reference');
    const dialog = await screen.findByRole('dialog', { name: 'Add reference' });
    await user.type(field(dialog), 'REF-403');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(MESSAGE)).toBeInTheDocument();
    expect(field(dialog)).toHaveValue('REF-403');
    expect(screen.queryByText('Reference added')).not.toBeInTheDocument();
  });

  it('changing and removing: each refusal keeps the dialog open saying so, the reference still held', async () => {
    let removals = 0;
    server.use(
      http.post('*/mock-api/entityReferences/entityreferences', refused),
      http.delete('*/mock-api/entityReferences/entityreferences/:id', () => {
        removals++;
        return refused();
      }),
    );
    const { user } = await openProfile(FAVOURITE.id, FAVOURITE.name);
    await pickMenuItem(user, 'Edit reference');
    const dialog = await screen.findByRole('dialog', { name: 'Edit reference' });
    await waitFor(() => expect(field(dialog)).toHaveValue(FAVOURITE.reference));
    await user.type(field(dialog), '-B');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(MESSAGE)).toBeInTheDocument();
    expect(field(dialog)).toHaveValue(`${FAVOURITE.reference}-B`);

    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    // The save's message went when the removal started; this one is the removal's.
    await waitFor(() => expect(removals).toBe(1));
    expect(await within(dialog).findByText(MESSAGE)).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Edit reference' })).toBeInTheDocument();
    expect(screen.queryByText('Reference removed')).not.toBeInTheDocument();
    expect(screen.getAllByText(FAVOURITE.reference).length).toBeGreaterThan(0);
  });
});

describe('custom fields', () => {
  it('saving: the section stays in edit saying so, the changed value kept, no generic failure', async () => {
    server.use(http.put('*/mock-api/udf/udf/:id', refused));
    const { user } = await renderApp({ route: `/supplier/${FAVOURITE.id}/custom-fields` });
    const card = await screen.findByRole('region', { name: 'Supplier management' });
    await user.click(within(card).getByRole('button', { name: 'Edit Supplier management' }));
    const manager = within(card).getByRole('textbox', { name: 'Account manager' });
    await user.clear(manager);
    await user.type(manager, 'Typed & kept');
    await user.click(within(card).getByRole('button', { name: 'Save' }));
    expect(await within(card).findByRole('alert')).toHaveTextContent(MESSAGE);
    expect(within(card).getByRole('textbox', { name: 'Account manager' })).toHaveValue('Typed & kept');
    expect(within(card).getByRole('button', { name: 'Save' })).toBeInTheDocument();
    expect(screen.queryByText('Custom fields saved')).not.toBeInTheDocument();
    expect(screen.queryByText(/Custom fields could not be saved/)).not.toBeInTheDocument();
  });
});

describe('documents', () => {
  const UPLOAD = '*/mock-api/documents/documents/internal/upload-to-supplier/:id';
  const fileInput = (dialog: HTMLElement) => within(dialog).getByLabelText('Document') as HTMLInputElement;

  async function openUpload() {
    const rendered = await renderApp({ route: internalRoute() });
    await waitFor(() => expect(internalRowNames()).toHaveLength(10));
    await rendered.user.click(screen.getByRole('button', { name: 'Upload document' }));
    return { ...rendered, dialog: await screen.findByRole('dialog', { name: 'Upload document' }) };
  }

  it('uploading with an existing type: the modal says so in its banner, type and file kept', async () => {
    server.use(http.post(UPLOAD, refused));
    const { user, dialog } = await openUpload();
    await user.click(within(dialog).getByRole('button', { name: /Type/ }));
    await user.click(await screen.findByRole('option', { name: 'Quality' }));
    await user.upload(fileInput(dialog), new File(['%PDF-1.4'], 'audit.pdf', { type: 'application/pdf' }));
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    expect(await within(dialog).findByText(MESSAGE)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: /Type/ })).toHaveTextContent('Quality');
    expect(within(dialog).getByText('Chosen file: audit.pdf')).toBeInTheDocument();
    expect(screen.queryByText('Document uploaded')).not.toBeInTheDocument();
  });

  it('uploading with a new type: the same, the typed type kept', async () => {
    server.use(http.post(UPLOAD, refused));
    const { user, dialog } = await openUpload();
    await user.click(within(dialog).getByRole('radio', { name: 'New type' }));
    await user.type(within(dialog).getByRole('textbox', { name: /New type name/ }), 'Site diaries');
    await user.upload(fileInput(dialog), new File(['%PDF-1.4'], 'diary.pdf', { type: 'application/pdf' }));
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    expect(await within(dialog).findByText(MESSAGE)).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: /New type name/ })).toHaveValue('Site diaries');
    expect(within(dialog).getByText('Chosen file: diary.pdf')).toBeInTheDocument();
  });

  it('removing: the confirmation stays open saying so, the document still listed', async () => {
    server.use(http.delete('*/mock-api/documents/documents/internal/:id', refused));
    const { user } = await renderApp({ route: internalRoute(undefined, '&sortName=createdBy&sortOrder=asc') });
    const table = await internalTable();
    await waitFor(() => expect(rowNames(table)).toHaveLength(10));
    const name = rowNames(table)[0];
    await user.click(within(within(table).getAllByRole('row')[1]).getByRole('button', { name: /^Actions for / }));
    await user.click(await screen.findByRole('menuitem', { name: 'Remove' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Remove document' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await within(dialog).findByText(MESSAGE)).toBeInTheDocument();
    expect(within(dialog).queryByText('Error removing document.')).not.toBeInTheDocument();
    expect(rowNames(table)[0]).toBe(name);
  });
});

describe('suspension', () => {
  it('saving: the confirmation says so, no generic failure; back in the modal the choice is kept', async () => {
    server.use(http.post('*/mock-api/accountRecords/suppliers/:id/suspensions', refused));
    const { user } = await openProfile(FAVOURITE.id, FAVOURITE.name);
    await pickMenuItem(user, 'Manage suspension');
    await user.click(await screen.findByRole('button', { name: 'Suspend in Northbridge South' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await user.click(await screen.findByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText(MESSAGE)).toBeInTheDocument();
    expect(screen.queryByText(/Suspension Failed/)).not.toBeInTheDocument();
    expect(screen.queryByText('Suspension saved')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    const modal = await screen.findByRole('dialog', { name: 'Manage suspension' });
    expect(within(within(modal).getByRole('list', { name: 'Suspended' })).getByText('Northbridge South')).toBeInTheDocument();
    expect(screen.queryByText('Suspended', { selector: 'span' })).not.toBeInTheDocument();
  });
});

describe('favourite', () => {
  it('a refused toggle puts the star back and says so', async () => {
    server.use(http.delete('*/mock-api/supplyChain/favourites/:id', refused));
    const { user } = await openProfile(FAVOURITE.id, FAVOURITE.name);
    const star = screen.getByRole('button', { name: 'Favourite' });
    expect(star).toHaveAttribute('aria-pressed', 'true');
    await user.click(star);
    expect(await screen.findByText(MESSAGE)).toBeInTheDocument();
    await waitFor(() => expect(star).toHaveAttribute('aria-pressed', 'true'));
    expect(screen.queryByText(/could not be updated/)).not.toBeInTheDocument();
  });
});

/**
 * The same against the mock platform's own endpoint rules, no handler overridden: the token drops a
 * permission the app keeps (as `?serverWithout=` does), so the button shows and the server refuses.
 */
describe("the mock platform's own refusals (the app keeps the permission, the token drops it)", () => {
  it('notes: adding without edit-notes', async () => {
    const { user } = await renderApp({
      route: `/supplier/${NOTES_PROFILE_IDS.many}/notes`, serverWithoutPermissions: ['suppliersourcing:edit-notes'],
    });
    await screen.findByRole('table', { name: 'Notes on this supplier' });
    await user.click(screen.getByRole('button', { name: 'Add note' }));
    const modal = await screen.findByRole('dialog', { name: 'Add note' });
    await user.type(within(modal).getByRole('textbox', { name: /Description/ }), 'Kept');
    await user.click(within(modal).getByRole('button', { name: 'Save' }));
    expect(await within(modal).findByText(MESSAGE)).toBeInTheDocument();
    expect(within(modal).getByRole('textbox', { name: /Description/ })).toHaveValue('Kept');
  });

  it('reference: changing without edit-reference', async () => {
    const { user } = await openProfile(FAVOURITE.id, FAVOURITE.name, { serverWithoutPermissions: ['suppliersourcing:edit-reference'] });
    await pickMenuItem(user, 'Edit reference');
    const dialog = await screen.findByRole('dialog', { name: 'Edit reference' });
    const field = within(dialog).getByRole('textbox', { name: 'Reference' });
    await waitFor(() => expect(field).toHaveValue(FAVOURITE.reference));
    await user.type(field, '-X');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(MESSAGE)).toBeInTheDocument();
    expect(field).toHaveValue(`${FAVOURITE.reference}-X`);
  });

  it('custom fields: saving without edit-udf-data', async () => {
    const { user } = await renderApp({ route: `/supplier/${FAVOURITE.id}/custom-fields`, serverWithoutPermissions: ['suppliersourcing:edit-udf-data'] });
    const card = await screen.findByRole('region', { name: 'Supplier management' });
    await user.click(within(card).getByRole('button', { name: 'Edit Supplier management' }));
    const manager = within(card).getByRole('textbox', { name: 'Account manager' });
    await user.clear(manager);
    await user.type(manager, 'Kept manager');
    await user.click(within(card).getByRole('button', { name: 'Save' }));
    expect(await within(card).findByText(MESSAGE)).toBeInTheDocument();
    expect(within(card).getByRole('textbox', { name: 'Account manager' })).toHaveValue('Kept manager');
  });

  it('documents: uploading without upload-internal-document', async () => {
    const { user } = await renderApp({ route: internalRoute(), serverWithoutPermissions: ['suppliersourcing:upload-internal-document'] });
    await waitFor(() => expect(internalRowNames()).toHaveLength(10));
    await user.click(screen.getByRole('button', { name: 'Upload document' }));
    const dialog = await screen.findByRole('dialog', { name: 'Upload document' });
    await user.click(within(dialog).getByRole('radio', { name: 'New type' }));
    await user.type(within(dialog).getByRole('textbox', { name: /New type name/ }), 'Refused type');
    await user.upload(within(dialog).getByLabelText('Document') as HTMLInputElement, new File(['%PDF-1.4'], 'a.pdf', { type: 'application/pdf' }));
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    expect(await within(dialog).findByText(MESSAGE)).toBeInTheDocument();
    expect(within(dialog).getByText('Chosen file: a.pdf')).toBeInTheDocument();
  });

  it('suspension: saving without supplychain:approver on the server', async () => {
    const { user } = await openProfile(FAVOURITE.id, FAVOURITE.name, { serverWithoutPermissions: ['supplychain:approver'] });
    await pickMenuItem(user, 'Manage suspension');
    await user.click(await screen.findByRole('button', { name: 'Suspend in Northbridge South' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await user.click(await screen.findByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText(MESSAGE)).toBeInTheDocument();
    expect(screen.queryByText('Suspension saved')).not.toBeInTheDocument();
  });
});
