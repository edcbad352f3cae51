import { beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '../../../../../../mocks/node';
import { currentPath, renderApp } from '@/test/renderWithProviders';
import { MANY, NONE, rowNames, supplierRoute, supplierTable, supplierRowNames } from './documentsTestKit';
import { PRELOAD_TIMEOUT_MS, preloadDocumentsTab } from './documentsTestKit';

beforeAll(preloadDocumentsTab, PRELOAD_TIMEOUT_MS);

describe('Documents — supplier uploads (spec 02 §2.9)', () => {
  it('lists the newest documents first, 10 a page, with name, date, type tags and View', async () => {
    await renderApp({ route: supplierRoute() });
    expect(await screen.findByRole('heading', { level: 2, name: 'Documents' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Supplier uploads' })).toHaveAttribute('aria-selected', 'true');
    const table = await supplierTable();
    await waitFor(() => expect(rowNames(table)).toHaveLength(10));
    const headers = within(table).getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual(['Document name', 'Uploaded on', 'Document type', 'View']);
    expect(within(table).getAllByRole('button', { name: /^View / })).toHaveLength(10);
    expect(screen.getByText('Showing 1 to 10 of 120')).toBeInTheDocument();
    expect(within(table).getByRole('columnheader', { name: /Uploaded on/ })).toHaveAttribute('aria-sort', 'descending');
  });

  it('a page size it does not offer, from a hand-edited link, shows the nearest offered one, not an error', async () => {
    await renderApp({ route: supplierRoute(MANY, '?pageSize=999999') });
    const table = await supplierTable();
    await waitFor(() => expect(rowNames(table)).toHaveLength(50));
    expect(screen.getByText('Showing 1 to 50 of 120')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('the search reloads after typing stops, on the server, and goes back to page 1', async () => {
    const asked: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.url.includes('/findsupplier')) asked.push(new URL(request.url).searchParams.get('documentNameSearchText') ?? '');
    });
    const { user } = await renderApp({ route: supplierRoute(MANY, '?page=2') });
    const table = await supplierTable();
    await waitFor(() => expect(rowNames(table)).toHaveLength(10));
    await user.type(screen.getByRole('searchbox', { name: 'Search documents' }), 'iso');
    await waitFor(() => expect(currentPath()).toBe(`/supplier/${MANY}/documents?q=iso`));
    await waitFor(() => expect(rowNames(table).length).toBeGreaterThan(0));
    await waitFor(() => expect(rowNames(table).every((name) => /iso/i.test(name ?? ''))).toBe(true));
    // One request for the whole word (started with the URL change, joined by the screen), none per key.
    expect(asked.filter((q) => q)).toEqual(['iso']);
    server.events.removeAllListeners();
  });

  it('"View by" offers All and the tags: Financials hidden, duplicates merged, searchable, with an empty line', async () => {
    const { user } = await renderApp({ route: supplierRoute() });
    await supplierTable();
    await user.click(screen.getByRole('button', { name: /View by/ }));
    const list = await screen.findByRole('listbox');
    const names = within(list).getAllByRole('option').map((o) => o.textContent);
    expect(names[0]).toBe('All');
    expect(names).not.toContain('Financials');
    expect(names.filter((n) => n?.toLowerCase() === 'insurance')).toHaveLength(1);
    expect(list.parentElement).toHaveStyle({ maxHeight: '288px', overflow: 'auto' });
    const search = screen.getByRole('searchbox', { name: 'Search by Tag Name' });
    await user.type(search, 'SAFE');
    await waitFor(() => expect(within(list).getAllByRole('option').map((o) => o.textContent)).toEqual(['Health and Safety']));
    await user.clear(search);
    await user.type(search, 'zzz');
    expect(await within(screen.getByRole('listbox')).findByText('No Tag with such Name')).toBeInTheDocument();
  });

  it('choosing a tag shows only documents with it, on page 1, and the URL keeps it', async () => {
    const { user } = await renderApp({ route: supplierRoute(MANY, '?page=3') });
    const table = await supplierTable();
    await waitFor(() => expect(rowNames(table)).toHaveLength(10));
    await user.click(screen.getByRole('button', { name: /View by/ }));
    await user.click(await screen.findByRole('option', { name: 'Quality' }));
    await waitFor(() => expect(currentPath()).toBe(`/supplier/${MANY}/documents?tag=3`));
    await waitFor(() => expect(within(table).getAllByRole('row').slice(1).every((row) => within(row).queryByText('Quality'))).toBe(true));
    expect(screen.getByRole('button', { name: /View by/ })).toHaveTextContent('Quality');
  });

  it('a documents load failure says "An error has occurred at loading supplier documents" and Try again loads them', async () => {
    let fail = true;
    server.use(http.get('*/mock-api/documents/organisation/:id/documents/findsupplier', () => (fail ? HttpResponse.json({}, { status: 500 }) : undefined)));
    const { user } = await renderApp({ route: supplierRoute() });
    expect(await screen.findByRole('heading', { name: 'An error has occurred at loading supplier documents' })).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(supplierRowNames()).toHaveLength(10));
  });

  it('a tags failure says "Could not load documents tags filter" and the documents still show', async () => {
    server.use(http.get('*/mock-api/documents/tags/internal/organisation/:id', () => HttpResponse.json({}, { status: 500 })));
    await renderApp({ route: supplierRoute() });
    expect(await screen.findByText('Could not load documents tags filter')).toBeInTheDocument();
    await waitFor(() => expect(supplierRowNames()).toHaveLength(10));
  });

  it('a supplier without documents shows the empty state', async () => {
    await renderApp({ route: supplierRoute(NONE) });
    expect(await screen.findByText('No documents found')).toBeInTheDocument();
  });
});
