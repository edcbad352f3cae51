import { describe, expect, it, vi } from 'vitest';
import { useMemo, useState } from 'react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from './test-utils';
import { PagedTable, type PagedTableColumn, type PagedTableProps, type PagedTableStatus } from './PagedTable';
import type { SortDescriptor } from './DataTable.types';
import type { PaginationProps } from './Pagination';

interface Supplier { id: number; name: string; town: string }
type Col = 'name' | 'town';

const suppliers: Supplier[] = Array.from({ length: 12 }, (_, i) => ({ id: i + 1, name: `Supplier ${String(i + 1).padStart(2, '0')}`, town: i % 2 ? 'Leeds' : 'York' }));

const columns = (cell = (row: Supplier) => row.town): PagedTableColumn<Supplier, Col>[] => [
  { id: 'name', title: 'Supplier name', isSortable: true, isRowHeader: true, cell: (row) => row.name },
  { id: 'town', title: 'Town', cell },
];

const base: PagedTableProps<Supplier, Col> = {
  'aria-label': 'Suppliers',
  columns: columns(),
  rows: suppliers.slice(0, 5),
  status: 'loaded',
  loadingLabel: 'Loading suppliers',
  emptyState: <p>No suppliers match your search</p>,
};

/** A caller that sorts and pages in memory, keeping the table's props stable as PagedTable asks. */
function Paged({ pageSize = 5 }: { pageSize?: number }) {
  const [page, setPage] = useState(1);
  const [sort, setSort] = useState<SortDescriptor>({ column: 'name', direction: 'ascending' });
  const rows = useMemo(() => {
    const sorted = [...suppliers].sort((a, b) => a.name.localeCompare(b.name) * (sort.direction === 'ascending' ? 1 : -1));
    return sorted.slice((page - 1) * pageSize, page * pageSize);
  }, [page, pageSize, sort]);
  const pagination = useMemo<PaginationProps>(
    () => ({ page, pageSize, total: suppliers.length, onPageChange: setPage, summary: `Page ${page} of suppliers` }),
    [page, pageSize],
  );
  const cols = useMemo(() => columns(), []);
  return (
    <PagedTable<Supplier, Col> {...base} columns={cols} rows={rows} sortDescriptor={sort}
      onSortChange={(next) => { setSort(next); setPage(1); }} pagination={pagination} />
  );
}

const bodyRowHeaders = () => within(screen.getByRole('table', { name: 'Suppliers' })).getAllByRole('rowheader').map((h) => h.textContent);

describe('PagedTable', () => {
  it('shows a named spinner until the first page arrives', () => {
    renderWithTheme(<PagedTable {...base} rows={undefined} status="loading" />);
    expect(screen.getByRole('progressbar', { name: 'Loading suppliers' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows the empty state in the table when a loaded page has no rows', () => {
    renderWithTheme(<PagedTable {...base} rows={[]} />);
    const table = screen.getByRole('table', { name: 'Suppliers' });
    expect(within(table).getByRole('cell', { name: 'No suppliers match your search' })).toBeInTheDocument();
    expect(within(table).queryByRole('rowheader')).not.toBeInTheDocument();
  });

  it('shows the error with Try again instead of the table', async () => {
    const onRetry = vi.fn();
    renderWithTheme(
      <PagedTable {...base} status="error"
        error={{ heading: 'The suppliers could not be loaded', message: 'Server error', retryLabel: 'Try again', onRetry }} />,
    );
    const alert = screen.getByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'The suppliers could not be loaded' })).toBeInTheDocument();
    expect(alert).toHaveTextContent('Server error');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('keeps the rows on show, marked busy, while the next page loads', () => {
    renderWithTheme(<PagedTable {...base} status="loading" />);
    const table = screen.getByRole('table', { name: 'Suppliers' });
    expect(within(table).getAllByRole('rowheader')).toHaveLength(5);
    expect(table.closest('[aria-busy="true"]')).not.toBeNull();
  });

  it('sorts from a header button and pages with the pager', async () => {
    const user = userEvent.setup();
    renderWithTheme(<Paged />);
    expect(screen.getByRole('columnheader', { name: 'Supplier name' })).toHaveAttribute('aria-sort', 'ascending');
    expect(bodyRowHeaders()).toEqual(['Supplier 01', 'Supplier 02', 'Supplier 03', 'Supplier 04', 'Supplier 05']);
    expect(screen.getByText('Page 1 of suppliers')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(bodyRowHeaders()).toEqual(['Supplier 06', 'Supplier 07', 'Supplier 08', 'Supplier 09', 'Supplier 10']);
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');

    await user.click(within(screen.getByRole('columnheader', { name: 'Supplier name' })).getByRole('button', { name: 'Supplier name' }));
    expect(screen.getByRole('columnheader', { name: 'Supplier name' })).toHaveAttribute('aria-sort', 'descending');
    expect(bodyRowHeaders()).toEqual(['Supplier 12', 'Supplier 11', 'Supplier 10', 'Supplier 09', 'Supplier 08']);
    expect(screen.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    // Only sortable columns get a sort button.
    expect(within(screen.getByRole('columnheader', { name: 'Town' })).queryByRole('button')).toBeNull();
  });

  it('does not render the rows again when only the loading state changes', () => {
    const townCell = vi.fn((row: Supplier) => row.town);
    const cols = columns(townCell);
    const pagination: PaginationProps = { page: 1, pageSize: 5, total: 12, onPageChange: () => undefined };
    const render = (status: PagedTableStatus) => (
      <PagedTable {...base} columns={cols} status={status} pagination={pagination} />
    );
    const { rerender } = renderWithTheme(render('loaded'));
    expect(townCell).toHaveBeenCalledTimes(5);
    rerender(render('loading'));
    rerender(render('loaded'));
    expect(townCell).toHaveBeenCalledTimes(5);
    // New rows (a new page) do render.
    rerender(<PagedTable {...base} columns={cols} rows={suppliers.slice(5, 10)} pagination={pagination} />);
    expect(townCell).toHaveBeenCalledTimes(10);
  });
});
