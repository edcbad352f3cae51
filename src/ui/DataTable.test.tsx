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

function SelectableTable({ onChange, initial = new Set() }: { onChange?: (keys: Selection) => void; initial?: Selection }) {
  const [selected, setSelected] = useState<Selection>(initial);
  return (
    <DataTable aria-label="Suppliers" columns={columns} rows={rows} renderCell={(row, col) => row[col]}
      selection={{
        selectedKeys: selected,
        onSelectionChange: (keys) => { setSelected(keys); onChange?.(keys); },
        selectAllLabel: 'Select all suppliers',
        rowLabel: (row) => `Select ${row.name}`,
      }} />
  );
}

describe('DataTable', () => {
  it('is a table with column headers, row headers and cells; sorting is a button in the header', async () => {
    const onSortChange = vi.fn();
    const sort: SortDescriptor = { column: 'name', direction: 'ascending' };
    renderWithTheme(
      <DataTable aria-label="Suppliers" columns={columns} rows={rows}
        renderCell={(row, col) => row[col]} sortDescriptor={sort} onSortChange={onSortChange} />,
    );
    const table = screen.getByRole('table', { name: 'Suppliers' });
    const header = within(table).getByRole('columnheader', { name: 'Supplier name' });
    expect(header).toHaveAttribute('aria-sort', 'ascending');
    expect(within(table).getByRole('columnheader', { name: 'Town' })).not.toHaveAttribute('aria-sort');
    // Only sortable columns get a sort button.
    expect(within(within(table).getByRole('columnheader', { name: 'Town' })).queryByRole('button')).toBeNull();
    await userEvent.click(within(header).getByRole('button', { name: 'Supplier name' }));
    expect(onSortChange).toHaveBeenCalledWith({ column: 'name', direction: 'descending' });
    expect(within(table).getByRole('rowheader', { name: 'Acme Ltd' })).toBeInTheDocument();
    expect(within(table).getByRole('cell', { name: 'York' })).toBeInTheDocument();
    expect(within(table).getAllByRole('row')).toHaveLength(3);
  });

  it('sorts an unsorted column ascending, from the keyboard', async () => {
    const onSortChange = vi.fn();
    renderWithTheme(
      <DataTable aria-label="Suppliers" columns={columns} rows={rows}
        renderCell={(row, col) => row[col]} sortDescriptor={{ column: 'town', direction: 'ascending' }} onSortChange={onSortChange} />,
    );
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Supplier name' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onSortChange).toHaveBeenCalledWith({ column: 'name', direction: 'ascending' });
  });

  it('selects rows with named checkboxes, by mouse and by keyboard', async () => {
    const onChange = vi.fn();
    renderWithTheme(<SelectableTable onChange={onChange} />);
    const acme = screen.getByRole('checkbox', { name: 'Select Acme Ltd' });
    await userEvent.click(acme);
    expect([...(onChange.mock.calls[0][0] as Set<string>)]).toEqual(['s1']);
    expect(acme).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Select all suppliers' })).toBePartiallyChecked();

    await userEvent.tab(); // from Acme's checkbox to Bravo's
    await userEvent.keyboard(' ');
    expect(screen.getByRole('checkbox', { name: 'Select Bravo plc' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Select all suppliers' })).toBeChecked();
  });

  it('selects and clears the whole page with the select-all checkbox', async () => {
    const onChange = vi.fn();
    renderWithTheme(<SelectableTable onChange={onChange} />);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select all suppliers' }));
    expect(onChange).toHaveBeenLastCalledWith('all');
    expect(screen.getByRole('checkbox', { name: 'Select Acme Ltd' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Select Bravo plc' })).toBeChecked();

    // Unticking one row out of "all" leaves the others selected.
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select Acme Ltd' }));
    expect([...(onChange.mock.lastCall![0] as Set<string>)]).toEqual(['s2']);

    await userEvent.click(screen.getByRole('checkbox', { name: 'Select all suppliers' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select all suppliers' }));
    expect([...(onChange.mock.lastCall![0] as Set<string>)]).toEqual([]);
    expect(screen.getByRole('checkbox', { name: 'Select Bravo plc' })).not.toBeChecked();
  });

  it('renders the empty state when there are no rows', () => {
    renderWithTheme(
      <DataTable aria-label="Suppliers" columns={columns} rows={[]} renderCell={() => null}
        emptyState={<p>No suppliers match your search</p>} />,
    );
    expect(screen.getByRole('cell', { name: 'No suppliers match your search' })).toHaveAttribute('colspan', '2');
  });

  it('shows a loading indicator instead of the empty state while loading', () => {
    renderWithTheme(
      <DataTable aria-label="Suppliers" columns={columns} rows={[]} renderCell={() => null} isLoading
        emptyState={<p>No suppliers</p>} />,
    );
    expect(screen.getByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
    expect(screen.queryByText('No suppliers')).not.toBeInTheDocument();
  });

  it("narrowLayout 'cards': still a table by role (the cells named by their column headers), each cell carrying its column's title for the card, sorting kept", async () => {
    const onSortChange = vi.fn();
    const withView: DataTableColumn<'name' | 'town' | 'view'>[] = [...columns, { id: 'view', title: 'View', cardLabel: false }];
    renderWithTheme(
      <DataTable aria-label="Suppliers" narrowLayout="cards" columns={withView} rows={rows}
        renderCell={(row, col) => (col === 'view' ? <a href={`/s/${row.id}`}>View {row.name}</a> : row[col])}
        sortDescriptor={{ column: 'name', direction: 'ascending' }} onSortChange={onSortChange} />,
    );
    const table = screen.getByRole('table', { name: 'Suppliers' });
    expect(table).toHaveAttribute('role', 'table');
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Supplier name', 'Town', 'View']);
    const [first] = within(table).getAllByRole('rowheader');
    expect(first).toHaveTextContent('Acme Ltd');
    const row = first.closest('tr')!;
    const [town, view] = within(row).getAllByRole('cell');
    // The label is drawn by CSS from data-label: the cell's own text stays its value.
    expect(town).toHaveAttribute('data-label', 'Town');
    expect(town).toHaveTextContent(/^Leeds$/);
    expect(view).not.toHaveAttribute('data-label');
    await userEvent.click(within(table).getByRole('button', { name: /Supplier name/ }));
    expect(onSortChange).toHaveBeenCalledWith({ column: 'name', direction: 'descending' });
  });

  it("without narrowLayout the cells carry no card labels (the wide table is unchanged)", () => {
    renderWithTheme(<DataTable aria-label="Suppliers" columns={columns} rows={rows} renderCell={(row, col) => row[col]} />);
    expect(screen.getByRole('table', { name: 'Suppliers' })).not.toHaveAttribute('role');
    expect(document.querySelector('[data-label]')).toBeNull();
  });
});
