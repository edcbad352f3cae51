import { Button as RACButton } from 'react-aria-components';
import { SelectionCheckbox } from './SelectionCheckbox';
import { SortIcon } from './icons';
import { Spinner } from './Spinner';
import { StyledTable, Wrapper } from './DataTable.styles';
import { DataTableRow } from './DataTableRow';
import type { DataTableProps, RowKey, SortDescriptor, SortDirection } from './DataTable.types';

export type {
  DataTableColumn, DataTableProps, DataTableSelection, NarrowLayout, RowKey, Selection, SortDescriptor, SortDirection,
} from './DataTable.types';

const nextDirection = (column: string, current?: SortDescriptor): SortDirection =>
  current?.column === column && current.direction === 'ascending' ? 'descending' : 'ascending';

/**
 * A native <table> (the ARIA "sortable table" pattern): sort controls are RAC buttons in the
 * column headers with aria-sort on the sorted one, selection is a native checkbox per row (SelectionCheckbox), and every
 * control is a Tab stop. A RAC Table (a grid) made each of its cells an interactive item, which
 * cost about 200 ms to re-render a page of 50 rows; this renders the same page in a fraction.
 */
export function DataTable<T extends { id: RowKey }, C extends string = string>({
  columns, rows, renderCell, sortDescriptor, onSortChange, selection, emptyState, isLoading = false,
  loadingLabel = 'Loading', className, narrowLayout = 'scroll', ...rest
}: DataTableProps<T, C>) {
  const cards = narrowLayout === 'cards';
  // As cards the elements are restyled as blocks, which takes their table roles away in browsers:
  // the roles are then given explicitly, so a screen reader still reads a table.
  const role = (name: string) => (cards ? name : undefined);
  const rowHeaderId = (columns.find((c) => c.isRowHeader) ?? columns[0])?.id;
  const selected = selection?.selectedKeys;
  const isRowSelected = (id: RowKey) => selected === 'all' || !!selected?.has(id);
  const selectedCount = rows.filter((row) => isRowSelected(row.id)).length;

  const toggleRow = (id: RowKey, isSelected: boolean) => {
    if (!selection) return;
    const keys = new Set(selected === 'all' ? rows.map((row) => row.id) : selected);
    if (isSelected) keys.add(id);
    else keys.delete(id);
    selection.onSelectionChange(keys);
  };

  return (
    <Wrapper $isLoading={isLoading && rows.length > 0} aria-busy={isLoading || undefined} className={className}>
      <StyledTable aria-label={rest['aria-label']} className={cards ? 'cards' : undefined} role={role('table')}>
        <thead role={role('rowgroup')}>
          <tr role={role('row')}>
            {selection && (
              <th scope="col" className="selection" role={role('columnheader')}>
                <SelectionCheckbox
                  label={selection.selectAllLabel}
                  isSelected={rows.length > 0 && selectedCount === rows.length}
                  isIndeterminate={selectedCount > 0 && selectedCount < rows.length}
                  isDisabled={rows.length === 0}
                  onChange={(all) => selection.onSelectionChange(all ? 'all' : new Set())}
                />
              </th>
            )}
            {columns.map((column) => {
              const direction = sortDescriptor?.column === column.id ? sortDescriptor.direction : undefined;
              return (
                <th
                  key={column.id}
                  scope="col"
                  role={role('columnheader')}
                  aria-sort={direction}
                  className={column.isSortable && onSortChange ? 'sortable' : undefined}
                  style={column.width != null ? { width: column.width } : undefined}
                >
                  {column.isSortable && onSortChange ? (
                    <RACButton
                      className="sort"
                      onPress={() => onSortChange({ column: column.id, direction: nextDirection(column.id, sortDescriptor) })}
                    >
                      {column.title}
                      <SortIcon direction={direction} size={14} />
                    </RACButton>
                  ) : (
                    column.title
                  )}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody role={role('rowgroup')}>
          {rows.length === 0 ? (
            <tr role={role('row')}>
              <td className="empty" role={role('cell')} colSpan={columns.length + (selection ? 1 : 0)}>
                {isLoading ? <Spinner label={loadingLabel} /> : emptyState}
              </td>
            </tr>
          ) : (
            rows.map((row, index) => (
              <DataTableRow
                // Keyed by position: a new sort or page replaces every row, and React then updates
                // the rows in place instead of removing 50 and building 50 anew. Nothing in a row
                // keeps state of its own (the checkbox is controlled), so no state can go astray.
                key={index}
                row={row}
                columns={columns}
                rowHeaderId={rowHeaderId}
                renderCell={renderCell}
                cards={cards}
                selection={selection && { isSelected: isRowSelected(row.id), label: selection.rowLabel(row), onToggle: toggleRow }}
              />
            ))
          )}
        </tbody>
      </StyledTable>
    </Wrapper>
  );
}
