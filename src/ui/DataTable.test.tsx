import { describe, it, expect, vi } from 'vitest';
import { useState } from 'react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from './test-utils';
import { DataTable, type DataTableColumn, type Selection, type SortDescriptor } from './DataTable';

interface Supplier { id: string; name: string; town: string }
const columns: DataTableColumn<'name' | 'town'>[] = [
  { id: 'name', title: 'Supplier name', isSortable: true },
  { id: 'town', title: 'Town' },
];
const rows: Supplier[] = [
  { id: 's1', name: 'Acme Ltd', town: 'Leeds' },
  { id: 's2', name: 'Bravo plc', town: 'York' },
];

describe('DataTable', () => {
  it('exposes column headers and sorts via header click', async () => {
    const onSortChange = vi.fn();
    const sort: SortDescriptor = { column: 'name', direction: 'ascending' };
    renderWithTheme(
      <DataTable aria-label="Suppliers" columns={columns} rows={rows}
        renderCell={(row, col) => row[col]} sortDescriptor={sort} onSortChange={onSortChange} />,
    );
    const table = screen.getByRole('grid', { name: 'Suppliers' });
    const header = within(table).getByRole('columnheader', { name: 'Supplier name' });
    expect(header).toHaveAttribute('aria-sort', 'ascending');
    expect(within(table).getByRole('columnheader', { name: 'Town' })).not.toHaveAttribute('aria-sort');
    await userEvent.click(header);
    expect(onSortChange).toHaveBeenCalledWith({ column: 'name', direction: 'descending' });
    expect(within(table).getByRole('rowheader', { name: 'Acme Ltd' })).toBeInTheDocument();
    expect(within(table).getByRole('gridcell', { name: 'York' })).toBeInTheDocument();
  });

  it('sorts from the keyboard', async () => {
    const onSortChange = vi.fn();
    renderWithTheme(
      <DataTable aria-label="Suppliers" columns={columns} rows={rows}
        renderCell={(row, col) => row[col]} onSortChange={onSortChange} />,
    );
    await userEvent.tab();
    // Focus lands in the grid; move up to the header row and press Enter on the sortable header.
    await userEvent.keyboard('{ArrowUp}{Enter}');
    expect(onSortChange).toHaveBeenCalledWith({ column: 'name', direction: 'ascending' });
  });

  it('selects rows with checkboxes', async () => {
    const onSelectionChange = vi.fn();
    function Harness() {
      const [selected, setSelected] = useState<Selection>(new Set());
      return (
        <DataTable aria-label="Suppliers" columns={columns} rows={rows} renderCell={(row, col) => row[col]}
          selectionMode="multiple" selectedKeys={selected}
          onSelectionChange={(keys) => { setSelected(keys); onSelectionChange(keys); }} />
      );
    }
    renderWithTheme(<Harness />);
    const checkboxes = screen.getAllByRole('checkbox');
    expect(checkboxes).toHaveLength(3); // select all + one per row
    checkboxes.forEach((cb) => expect(cb).toHaveAccessibleName());
    await userEvent.click(checkboxes[1]);
    expect(onSelectionChange).toHaveBeenCalledTimes(1);
    expect([...(onSelectionChange.mock.calls[0][0] as Set<string>)]).toEqual(['s1']);
    expect(checkboxes[1]).toBeChecked();
    await userEvent.click(checkboxes[0]);
    expect(onSelectionChange).toHaveBeenLastCalledWith('all');
  });

  it('renders the empty state when there are no rows', () => {
    renderWithTheme(
      <DataTable aria-label="Suppliers" columns={columns} rows={[]} renderCell={() => null}
        emptyState={<p>No suppliers match your search</p>} />,
    );
    expect(screen.getByText('No suppliers match your search')).toBeInTheDocument();
  });

  it('shows a loading indicator instead of the empty state while loading', () => {
    renderWithTheme(
      <DataTable aria-label="Suppliers" columns={columns} rows={[]} renderCell={() => null} isLoading
        emptyState={<p>No suppliers</p>} />,
    );
    expect(screen.getByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
    expect(screen.queryByText('No suppliers')).not.toBeInTheDocument();
  });
});
