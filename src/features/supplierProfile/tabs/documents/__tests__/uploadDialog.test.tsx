import { beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '../../../../../../mocks/node';
import { renderApp } from '@/test/renderWithProviders';
import { fileOfSize, internalRoute, internalTable, rowNames, internalRowNames } from './documentsTestKit';
import { PRELOAD_TIMEOUT_MS, preloadDocumentsTab } from './documentsTestKit';

beforeAll(preloadDocumentsTab, PRELOAD_TIMEOUT_MS);

const SIZE_MESSAGE = 'Document upload failed: File size must be 30MB or less. Please try again.';
const TYPE_MESSAGE = 'Document upload failed: This file type is not supported. Please try again.';

async function openUpload(options: Parameters<typeof renderApp>[0] = {}) {
  const rendered = await renderApp({ route: internalRoute(), ...options });
  await waitFor(() => expect(internalRowNames()).toHaveLength(10));
  await rendered.user.click(screen.getByRole('button', { name: 'Upload document' }));
  const dialog = await screen.findByRole('dialog', { name: 'Upload document' });
  return { ...rendered, dialog };
}

const fileInput = (dialog: HTMLElement) => within(dialog).getByLabelText('Document') as HTMLInputElement;

describe('Documents — upload modal (spec 02 §2.9, §4, §5)', () => {
  it('asks for a document and a type before sending anything', async () => {
    const { user, dialog } = await openUpload();
    expect(within(dialog).getByRole('radio', { name: 'Existing type' })).toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    expect(await within(dialog).findByText('Please select a document')).toBeInTheDocument();
    expect(within(dialog).getByText('Please select a document type')).toBeInTheDocument();
  });

  it('refuses a .exe (any case) and a file over 31,457,280 bytes, keeping the chosen file on screen', async () => {
    const { user, dialog } = await openUpload();
    await user.upload(fileInput(dialog), fileOfSize('setup.EXE', 1000, 'application/octet-stream'));
    expect(await within(dialog).findByText(TYPE_MESSAGE)).toBeInTheDocument();
    expect(within(dialog).getByText('Chosen file: setup.EXE')).toBeInTheDocument();
    await user.upload(fileInput(dialog), fileOfSize('big.pdf', 31_457_281));
    expect(await within(dialog).findByText(SIZE_MESSAGE)).toBeInTheDocument();
    expect(within(dialog).getByText('Chosen file: big.pdf')).toBeInTheDocument();
    await user.upload(fileInput(dialog), fileOfSize('exactly.pdf', 31_457_280));
    await waitFor(() => expect(within(dialog).queryByText(SIZE_MESSAGE)).not.toBeInTheDocument());
  });

  it('a new type: trimmed on blur, required, at most 35, not an existing tag (case-insensitive)', async () => {
    const { user, dialog } = await openUpload();
    await user.click(within(dialog).getByRole('radio', { name: 'New type' }));
    const name = within(dialog).getByRole('textbox', { name: /New type name/ });
    await user.type(name, '   ');
    await user.tab();
    expect(await within(dialog).findByText('Please enter a document type')).toBeInTheDocument();
    expect(name).toHaveValue('');
    await user.type(name, 'x'.repeat(36));
    expect(await within(dialog).findByText('The document type must be 35 characters or less')).toBeInTheDocument();
    await user.clear(name);
    await user.type(name, '  hEALTH and safety ');
    await user.tab();
    expect(await within(dialog).findByText('Duplicate tag, please enter another value')).toBeInTheDocument();
    expect(name).toHaveValue('hEALTH and safety');
    expect(within(dialog).getByRole('button', { name: 'Upload' })).toBeDisabled();
  });

  it('switching the type option clears the other choice and its error', async () => {
    const { user, dialog } = await openUpload();
    await user.click(within(dialog).getByRole('radio', { name: 'New type' }));
    const name = within(dialog).getByRole('textbox', { name: /New type name/ });
    await user.type(name, 'Insurance');
    await user.tab();
    expect(await within(dialog).findByText('Duplicate tag, please enter another value')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('radio', { name: 'Existing type' }));
    expect(within(dialog).queryByText('Duplicate tag, please enter another value')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('radio', { name: 'New type' }));
    expect(within(dialog).getByRole('textbox', { name: /New type name/ })).toHaveValue('');
  });

  it('without add-internal-document-tag both type options are disabled; without upload-internal-document there is no Upload', async () => {
    const { dialog, unmount } = await openUpload({ withoutPermissions: ['suppliersourcing:add-internal-document-tag'] });
    expect(within(dialog).getByRole('radio', { name: 'Existing type' })).toBeDisabled();
    expect(within(dialog).getByRole('radio', { name: 'New type' })).toBeDisabled();
    unmount();
    await renderApp({ route: internalRoute(), withoutPermissions: ['suppliersourcing:upload-internal-document'] });
    await waitFor(() => expect(internalRowNames()).toHaveLength(10));
    expect(screen.queryByRole('button', { name: 'Upload document' })).not.toBeInTheDocument();
  });

  it("a failed upload shows the server's reason in the red banner and keeps the file and the typed type; a retry uploads", async () => {
    let fail = true;
    server.use(
      http.post('*/mock-api/documents/documents/internal/upload-to-supplier/:id', () =>
        fail ? HttpResponse.json({ message: 'The document store is read-only for maintenance' }, { status: 503 }) : undefined,
      ),
    );
    const { user, dialog } = await openUpload();
    await user.click(within(dialog).getByRole('radio', { name: 'New type' }));
    const typed = 'Site diaries ✓ «2026»';
    await user.type(within(dialog).getByRole('textbox', { name: /New type name/ }), typed);
    await user.upload(fileInput(dialog), new File(['%PDF-1.4 diary'], 'diary.pdf', { type: 'application/pdf' }));
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    expect(await within(dialog).findByText('The document store is read-only for maintenance')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: /New type name/ })).toHaveValue(typed);
    expect(within(dialog).getByText('Chosen file: diary.pdf')).toBeInTheDocument();
    expect(fileInput(dialog).files?.[0]?.name).toBe('diary.pdf');

    fail = false;
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText('Document uploaded')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Upload document' })).not.toBeInTheDocument());
    const table = await internalTable();
    await waitFor(() => expect(rowNames(table)[0]).toBe('diary'));
    // The new type is in the filter at once, and the next upload counts it as an existing type.
    await user.click(screen.getByRole('button', { name: /View by/ }));
    expect(await screen.findByRole('option', { name: typed })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Upload document' }));
    const next = await screen.findByRole('dialog', { name: 'Upload document' });
    await user.click(within(next).getByRole('radio', { name: 'New type' }));
    await user.type(within(next).getByRole('textbox', { name: /New type name/ }), typed.toUpperCase());
    await user.tab();
    expect(await within(next).findByText('Duplicate tag, please enter another value')).toBeInTheDocument();
  });

  it('a failed upload with an existing type keeps that type and the file; closing the modal resets everything', async () => {
    server.use(http.post('*/mock-api/documents/documents/internal/upload-to-supplier/:id', () => HttpResponse.json({}, { status: 500 })));
    const { user, dialog } = await openUpload();
    await user.click(within(dialog).getByRole('button', { name: /Type/ }));
    await user.click(await screen.findByRole('option', { name: 'Quality' }));
    await user.upload(fileInput(dialog), new File(['%PDF-1.4'], 'audit.pdf', { type: 'application/pdf' }));
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    expect(await within(dialog).findByText('Document upload failed. Please try again.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: /Type/ })).toHaveTextContent('Quality');
    expect(within(dialog).getByText('Chosen file: audit.pdf')).toBeInTheDocument();
    // Nothing half-saved shows as saved: no toast, the list unchanged.
    expect(screen.queryByText('Document uploaded')).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await user.click(screen.getByRole('button', { name: 'Upload document' }));
    const again = await screen.findByRole('dialog', { name: 'Upload document' });
    expect(within(again).getByRole('button', { name: /Type/ })).toHaveTextContent('Select an option');
    expect(within(again).queryByText('Chosen file: audit.pdf')).not.toBeInTheDocument();
    expect(within(again).queryByText('Document upload failed. Please try again.')).not.toBeInTheDocument();
  });
});
