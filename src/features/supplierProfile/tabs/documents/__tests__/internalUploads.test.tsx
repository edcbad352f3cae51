import { beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '../../../../../../mocks/node';
import { currentPath, renderApp } from '@/test/renderWithProviders';
import { MANY, NONE, internalRoute, internalTable, rowNames } from './documentsTestKit';
import { PRELOAD_TIMEOUT_MS, preloadDocumentsTab } from './documentsTestKit';

beforeAll(preloadDocumentsTab, PRELOAD_TIMEOUT_MS);

const rowOf = (table: HTMLElement, index: number) => within(table).getAllByRole('row')[index + 1];

describe('Documents — internal uploads (spec 02 §2.9, §4)', () => {
  it('sorts createdAt descending by default; the sorted column toggles, another column switches', async () => {
    const { user } = await renderApp({ route: internalRoute() });
    const table = await internalTable();
    await waitFor(() => expect(rowNames(table)).toHaveLength(10));
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Document name', 'Uploaded on', 'Uploaded by', 'Document type', 'Actions',
    ]);
    expect(within(table).getByRole('columnheader', { name: /Uploaded on/ })).toHaveAttribute('aria-sort', 'descending');
    await user.click(within(table).getByRole('button', { name: /Uploaded on/ }));
    await waitFor(() => expect(currentPath()).toBe(`/supplier/${MANY}/documents?uploads=internal&sortOrder=asc`));
    await waitFor(() => expect(within(table).getByRole('columnheader', { name: /Uploaded on/ })).toHaveAttribute('aria-sort', 'ascending'));
    await user.click(within(table).getByRole('button', { name: /Document name/ }));
    await waitFor(() => expect(currentPath()).toBe(`/supplier/${MANY}/documents?uploads=internal&sortOrder=asc&sortName=displayName`));
    await waitFor(() => {
      const names = rowNames(table) as string[];
      expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    });
  });

  it('changing the page size or the tag filter goes back to page 1', async () => {
    const { user } = await renderApp({ route: internalRoute(MANY, '&page=2') });
    const table = await internalTable();
    await waitFor(() => expect(rowNames(table)).toHaveLength(10));
    await user.click(screen.getByRole('button', { name: /Rows per page/ }));
    await user.click(await screen.findByRole('option', { name: '30' }));
    await waitFor(() => expect(currentPath()).toBe(`/supplier/${MANY}/documents?uploads=internal&pageSize=30`));
    await waitFor(() => expect(rowNames(table)).toHaveLength(23));
  });

  it('a page size the table does not offer, from a hand-edited link, shows the nearest offered one', async () => {
    await renderApp({ route: internalRoute(MANY, '&pageSize=999999') });
    const table = await internalTable();
    await waitFor(() => expect(rowNames(table)).toHaveLength(23));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('removing the last document of a page beyond page 1 steps back a page', async () => {
    // 23 documents, 10 a page: page 3 holds the last three, all the buyer's own (by author, descending).
    const route = internalRoute(MANY, '&page=3&sortName=createdBy&sortOrder=desc');
    const { user } = await renderApp({ route });
    const table = await internalTable();
    await waitFor(() => expect(rowNames(table)).toHaveLength(3));
    for (let left = 3; left > 0; left--) {
      await waitFor(() => expect(rowNames(table)).toHaveLength(left));
      expect(within(rowOf(table, 0)).getByText('Alex Morgan')).toBeInTheDocument();
      await user.click(within(table).getAllByRole('button', { name: /^Actions for / })[0]);
      await user.click(await screen.findByRole('menuitem', { name: 'Remove' }));
      const dialog = await screen.findByRole('alertdialog', { name: 'Remove document' });
      await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
      await waitFor(() => expect(screen.queryByRole('alertdialog', { name: 'Remove document' })).not.toBeInTheDocument());
    }
    expect(await screen.findAllByText('Document removed')).not.toHaveLength(0);
    await waitFor(() => expect(currentPath()).toContain('page=2'));
    await waitFor(() => expect(rowNames(table)).toHaveLength(10));
  });

  it("Remove is offered only with remove-internal-document, and enabled only on the buyer's own documents", async () => {
    const { user, unmount } = await renderApp({ route: internalRoute(MANY, '&sortName=createdBy&sortOrder=asc') });
    const table = await internalTable();
    await waitFor(() => expect(rowNames(table)).toHaveLength(10));
    // Alex Morgan (the persona) first: own documents.
    await user.click(within(rowOf(table, 0)).getByRole('button', { name: /^Actions for / }));
    expect(await screen.findByRole('menuitem', { name: 'Remove' })).not.toHaveAttribute('aria-disabled');
    await user.keyboard('{Escape}');
    await user.click(within(rowOf(table, 9)).getByRole('button', { name: /^Actions for / }));
    expect(await screen.findByRole('menuitem', { name: 'Remove' })).toHaveAttribute('aria-disabled', 'true');
    await user.keyboard('{Escape}');
    unmount();

    const again = await renderApp({ route: internalRoute(MANY, '&sortName=createdBy&sortOrder=asc'), withoutPermissions: ['suppliersourcing:remove-internal-document'] });
    const table2 = await internalTable();
    await waitFor(() => expect(rowNames(table2)).toHaveLength(10));
    await again.user.click(within(rowOf(table2, 0)).getByRole('button', { name: /^Actions for / }));
    expect(await screen.findByRole('menuitem', { name: 'View' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Remove' })).not.toBeInTheDocument();
  });

  it('a failed removal says "Error removing document." and keeps the confirmation open', async () => {
    server.use(http.delete('*/mock-api/documents/documents/internal/:id', () => HttpResponse.json({}, { status: 500 })));
    const { user } = await renderApp({ route: internalRoute(MANY, '&sortName=createdBy&sortOrder=asc') });
    const table = await internalTable();
    await waitFor(() => expect(rowNames(table)).toHaveLength(10));
    const name = rowNames(table)[0];
    await user.click(within(rowOf(table, 0)).getByRole('button', { name: /^Actions for / }));
    await user.click(await screen.findByRole('menuitem', { name: 'Remove' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Remove document' });
    expect(within(dialog).getByText(`Are you sure you want to remove ${name}?`)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await within(dialog).findByText('Error removing document.')).toBeInTheDocument();
    expect(screen.getByRole('alertdialog', { name: 'Remove document' })).toBeInTheDocument();
    expect(rowNames(table)[0]).toBe(name);
  });

  it('a load failure says so; an empty list shows the empty state', async () => {
    server.use(http.get('*/mock-api/documents/organisation/:id/documents/internal', () => HttpResponse.json({}, { status: 500 }), { once: true }));
    const { unmount } = await renderApp({ route: internalRoute() });
    expect(await screen.findByRole('heading', { name: 'An error has occurred at loading internal documents' })).toBeInTheDocument();
    unmount();
    await renderApp({ route: internalRoute(NONE) });
    expect(await screen.findByText('No internal documents have been uploaded for this supplier yet')).toBeInTheDocument();
  });
});
