import { beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '../../../../../mocks/node';
import { NOTES_PROFILE_IDS } from '../../../../../mocks/data/profile/notes';
import { currentPath, renderApp } from '@/test/renderWithProviders';

const MANY = NOTES_PROFILE_IDS.many;
const NONE = NOTES_PROFILE_IDS.none;
const route = (id: number, query = '') => `/supplier/${id}/notes${query}`;
const NOTES_TABLE = { name: 'Notes on this supplier' };
const notesTable = () => screen.findByRole('table', NOTES_TABLE);
const dialog = () => screen.findByRole('dialog', { name: /note/ });

/** Everything a buyer might type: markup, script, emoji, right-to-left, quotes and line breaks. */
const AWKWARD = '<b>bold?</b> <script>window.__x=1</script>\n👷‍♀️🏗️ مرحبا بالعالم & "quotes" \'single\'';

// The tab's lazy chunk, warmed once so the first test does not spend its wait on a cold import.
beforeAll(async () => {
  await import('./NotesScreen');
});

describe('Notes tab (spec 02 §2.10, §4, §5)', () => {
  it('lists notes with author, date as dd/MM/yyyy, HH:mm a, title, description and Edit; 10 a page by default', async () => {
    await renderApp({ route: route(MANY) });
    const table = await notesTable();
    const rows = await within(table).findAllByRole('row');
    expect(rows).toHaveLength(11); // header + 10
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Author', 'Date', 'Title', 'Description', 'Actions']);
    expect(rows[1].textContent).toMatch(/\d{2}\/\d{2}\/\d{4}, (0\d|1[0-2]):\d{2} (AM|PM)/);
    expect(within(rows[1]).getByRole('button', { name: /Edit/ })).toBeInTheDocument();
    expect(screen.getByText('Showing 1 to 10 of 45')).toBeInTheDocument();
  });

  it('a French buyer reads a note’s time on the 24-hour clock, with no English AM/PM', async () => {
    await renderApp({ route: route(MANY), language: 'fr' });
    const table = await screen.findByRole('table', { name: 'Notes sur ce fournisseur' });
    const dateColumn = within(table).getAllByRole('columnheader').findIndex((h) => h.textContent === 'Date');
    const dates = within(table).getAllByRole('row').slice(1).map((row) => (row as HTMLTableRowElement).cells[dateColumn].textContent);
    expect(dates).toHaveLength(10);
    for (const date of dates) expect(date).toMatch(/^\d{2}\/\d{2}\/\d{4}, ([01]\d|2[0-3]):[0-5]\d$/);
  });

  it('shows a stored note exactly as written: markup as text, emoji and right-to-left script', async () => {
    await renderApp({ route: route(MANY) });
    await notesTable();
    expect(await screen.findByText(/<b>Not bold<\/b> <script>window.__noteScriptRan = true<\/script> 👷‍♀️🏗️ مرحبا بالعالم/)).toBeInTheDocument();
    expect((window as unknown as { __noteScriptRan?: boolean }).__noteScriptRan).toBeUndefined();
  });

  it('offers 10, 30 and 50 notes a page; 30 shows 30 rows', async () => {
    const { user } = await renderApp({ route: route(MANY, '?pageSize=30') });
    const table = await notesTable();
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(31));
    await user.click(screen.getByRole('button', { name: /Notes per page/ }));
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['10', '30', '50']);
  });

  it('a page past the end shows the last page, its address replaced (issue 35 item 4)', async () => {
    await renderApp({ route: route(MANY, '?page=9&pageSize=30') });
    const table = await notesTable();
    await waitFor(() => expect(currentPath()).toBe(`/supplier/${MANY}/notes?page=2&pageSize=30`));
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(16));
    expect(screen.getByText('Showing 31 to 45 of 45')).toBeInTheDocument();
    expect(screen.queryByText('There are no notes for this supplier yet.')).not.toBeInTheDocument();
  });

  it('adds a note exactly as typed (markup, emoji, RTL, 8,000 characters): back to page 1, refreshed, success message', async () => {
    const { user } = await renderApp({ route: route(MANY, '?page=2') });
    await notesTable();
    await user.click(screen.getByRole('button', { name: 'Add note' }));
    const modal = await dialog();
    const save = within(modal).getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();
    await user.type(within(modal).getByRole('textbox', { name: /Title/ }), 'Awkward ✓');
    const long = AWKWARD + 'x'.repeat(8000 - AWKWARD.length);
    await user.click(within(modal).getByRole('textbox', { name: /Description/ }));
    await user.paste(long);
    expect(within(modal).getByText('8000 / 8000 characters')).toBeInTheDocument();
    // The form validates asynchronously (yup): Save turns on once the typed text is found valid.
    await waitFor(() => expect(save).toBeEnabled());
    await user.click(save);
    expect(await screen.findByText('Note saved')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(currentPath()).toBe(`/supplier/${MANY}/notes`));
    // Page 1 is its own entry, loaded now: the table shown for page 2 gives way to page 1's.
    await waitFor(() => expect(within(screen.getByRole('table', NOTES_TABLE)).getAllByRole('row')[1].textContent).toContain('Awkward ✓'));
    const table = await notesTable();
    const cell = within(within(table).getAllByRole('row')[1]).getByText((_, el) => el?.tagName === 'SPAN' && el.textContent === long);
    expect(cell).toBeInTheDocument();
    expect(screen.getByText('Showing 1 to 10 of 46')).toBeInTheDocument();
  });

  it('blocks saving a blank description (spaces only), a title over 80 and a description over 8,000', async () => {
    const { user } = await renderApp({ route: route(MANY) });
    await notesTable();
    await user.click(screen.getByRole('button', { name: 'Add note' }));
    const modal = await dialog();
    const save = within(modal).getByRole('button', { name: 'Save' });
    const description = within(modal).getByRole('textbox', { name: /Description/ });
    await user.type(description, '   ');
    expect(await within(modal).findByText('Enter a description.')).toBeInTheDocument();
    expect(save).toBeDisabled();
    await user.clear(description);
    await user.type(description, 'ok');
    await user.type(within(modal).getByRole('textbox', { name: /Title/ }), 'T'.repeat(81));
    expect(await within(modal).findByText('The title can be at most 80 characters.')).toBeInTheDocument();
    expect(save).toBeDisabled();
    await user.clear(within(modal).getByRole('textbox', { name: /Title/ }));
    await user.click(description);
    await user.paste('y'.repeat(8000));
    expect(await within(modal).findByText('The description can be at most 8000 characters.')).toBeInTheDocument();
    expect(within(modal).getByText('8002 / 8000 characters')).toBeInTheDocument();
    expect(save).toBeDisabled();
  });

  it('a failed save keeps the modal open with every typed character, says so, and nothing shows as saved', async () => {
    server.use(http.post('*/mock-api/entityNotes/entitynotes', () => HttpResponse.json({ message: 'down' }, { status: 500 })));
    const { user } = await renderApp({ route: route(MANY) });
    await notesTable();
    await user.click(screen.getByRole('button', { name: 'Add note' }));
    const modal = await dialog();
    await user.type(within(modal).getByRole('textbox', { name: /Title/ }), 'Kept title');
    await user.click(within(modal).getByRole('textbox', { name: /Description/ }));
    await user.paste(AWKWARD);
    await user.click(within(modal).getByRole('button', { name: 'Save' }));
    expect(await within(modal).findByText(/Your note was not saved \(Request has failed with status code: 500\)/)).toBeInTheDocument();
    expect(within(modal).getByRole('textbox', { name: /Title/ })).toHaveValue('Kept title');
    expect(within(modal).getByRole('textbox', { name: /Description/ })).toHaveValue(AWKWARD);
    expect(screen.queryByText('Note saved')).not.toBeInTheDocument();
    expect(screen.getByText('Showing 1 to 10 of 45')).toBeInTheDocument();
  });

  it('edits a note, and removes one after confirming inside the edit modal', async () => {
    const { user } = await renderApp({ route: route(MANY) });
    const table = await notesTable();
    const first = within(table).getAllByRole('row')[1];
    await user.click(within(first).getByRole('button', { name: /Edit/ }));
    const modal = await dialog();
    const description = within(modal).getByRole('textbox', { name: /Description/ });
    await user.clear(description);
    await user.type(description, 'Changed text');
    await user.click(within(modal).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Note saved')).toBeInTheDocument();
    await waitFor(() => expect(within(table).getAllByRole('row')[1].textContent).toContain('Changed text'));
    expect(screen.getByText('Showing 1 to 10 of 45')).toBeInTheDocument();

    await user.click(within(within(table).getAllByRole('row')[1]).getByRole('button', { name: /Edit/ }));
    await user.click(within(await dialog()).getByRole('button', { name: 'Remove note' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Remove note' });
    await user.click(within(confirm).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Note removed')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('Showing 1 to 10 of 44')).toBeInTheDocument());
    expect(screen.queryByText('Changed text')).not.toBeInTheDocument();
  });

  it('keeps spaces and line breaks around the text as typed, after a reload too, and edits start from them', async () => {
    const title = '  Spaced title  ';
    const text = '\n  first line\n\nlast line  \n';
    const { user, unmount } = await renderApp({ route: route(MANY) });
    await notesTable();
    await user.click(screen.getByRole('button', { name: 'Add note' }));
    const modal = await dialog();
    await user.click(within(modal).getByRole('textbox', { name: /Title/ }));
    await user.paste(title);
    await user.click(within(modal).getByRole('textbox', { name: /Description/ }));
    await user.paste(text);
    await user.click(within(modal).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Note saved')).toBeInTheDocument();
    unmount();

    // A new app over the same mock platform: what the server kept, not what the cache held.
    const again = await renderApp({ route: route(MANY) });
    const exactly = (typed: string) => (_: string, el: Element | null) => el?.tagName === 'SPAN' && el.textContent === typed;
    const titleCell = await screen.findByText(exactly(title));
    const row = titleCell.closest('tr')!;
    expect(within(row).getByText(exactly(text))).toBeInTheDocument();
    await again.user.click(within(row).getByRole('button', { name: /Edit/ }));
    const editing = await dialog();
    expect(within(editing).getByRole('textbox', { name: /Title/ })).toHaveValue(title);
    expect(within(editing).getByRole('textbox', { name: /Description/ })).toHaveValue(text);
  });

  it('without suppliersourcing:edit-notes there is no Add note and no Edit; without remove-notes no Remove', async () => {
    const first = await renderApp({ route: route(MANY), withoutPermissions: ['suppliersourcing:edit-notes'] });
    const table = await notesTable();
    expect(within(table).queryByRole('button', { name: /Edit/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add note' })).not.toBeInTheDocument();
    first.unmount();

    const { user } = await renderApp({ route: route(MANY), withoutPermissions: ['suppliersourcing:remove-notes'] });
    await user.click(within(await notesTable()).getAllByRole('button', { name: /Edit/ })[0]);
    const modal = await dialog();
    expect(within(modal).queryByRole('button', { name: 'Remove note' })).not.toBeInTheDocument();
  });

  it('the empty state prompts to add a note only for supplychain:approver', async () => {
    const first = await renderApp({ route: route(NONE) });
    expect(await screen.findByText('There are no notes for this supplier yet.')).toBeInTheDocument();
    expect(screen.getByText('Add a note to keep a record of what you know about this supplier.')).toBeInTheDocument();
    first.unmount();

    await renderApp({ route: route(NONE), withoutPermissions: ['supplychain:approver'] });
    expect(await screen.findByText('There are no notes for this supplier yet.')).toBeInTheDocument();
    expect(screen.queryByText('Add a note to keep a record of what you know about this supplier.')).not.toBeInTheDocument();
  });

  it('without suppliersourcing:edit-notes the empty state says there are no notes, with no invitation to add one', async () => {
    await renderApp({ route: route(NONE), withoutPermissions: ['suppliersourcing:edit-notes'] });
    expect(await screen.findByText('There are no notes for this supplier yet.')).toBeInTheDocument();
    expect(screen.queryByText(/Add a note to keep a record/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add note' })).not.toBeInTheDocument();
  });

  it('a buyer who may add notes (approver with edit-notes) is invited to add one, with the Add note button', async () => {
    await renderApp({ route: route(NONE) });
    expect(await screen.findByText('There are no notes for this supplier yet.')).toBeInTheDocument();
    expect(screen.getByText('Add a note to keep a record of what you know about this supplier.')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Add note' }).length).toBeGreaterThan(0);
  });

  it('a load failure says "Cannot render supplier notes" with Try again', async () => {
    let fail = true;
    server.use(http.get('*/mock-api/entityNotes/entitynotes/:id', () => (fail ? HttpResponse.json({ message: 'down' }, { status: 500 }) : undefined)));
    const { user } = await renderApp({ route: route(MANY) });
    expect(await screen.findByRole('heading', { name: 'Cannot render supplier notes' })).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await notesTable()).toBeInTheDocument();
  });
});
