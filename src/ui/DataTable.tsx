import type { ReactNode } from 'react';
import { TableBody, type Key, type Selection, type SortDescriptor } from 'react-aria-components';
import { Checkbox } from './Checkbox';
import { SortIcon } from './icons';
import { Spinner } from './Spinner';
import {
  EmptyCell, SelectionCell, StyledCell, StyledColumn, StyledHeader, StyledRow, StyledTable, Wrapper,
} from './DataTable.styles';

export type { Selection, SortDescriptor };

export interface DataTableColumn<C extends string = string> {
  id: C;
  title: ReactNode;
  /** Plain-text title for type-ahead/announcements when `title` is not a string. */
  textValue?: string;
  isSortable?: boolean;
  /** CSS width, e.g. 120 or '20%'. */
  width?: number | string;
  /** The column whose text names each row for screen readers (defaults to the first column). */
  isRowHeader?: boolean;
}

export interface DataTableProps<T extends { id: Key }, C extends string = string> {
  'aria-label': string;
  columns: DataTableColumn<C>[];
  rows: T[];
  renderCell: (row: T, columnId: C) => ReactNode;
  sortDescriptor?: SortDescriptor;
  onSortChange?: (descriptor: SortDescriptor) => void;
  selectionMode?: 'none' | 'multiple' | 'single';
  selectedKeys?: Selection;
  onSelectionChange?: (keys: Selection) => void;
  /** Opening a row (Enter / click outside the checkbox), e.g. go to the supplier profile. */
  onRowAction?: (id: Key) => void;
  /** Shown in place of rows when there are none (and not loading). */
  emptyState?: ReactNode;
  isLoading?: boolean;
  loadingLabel?: string;
  className?: string;
}

/**
 * RAC Table: a keyboard-navigable grid with real <table> markup, aria-sort on headers and
 * selection checkboxes wired through slot="selection" (RAC names them "Select"/"Select All").
 */
export function DataTable<T extends { id: Key }, C extends string = string>({
  columns, rows, renderCell, sortDescriptor, onSortChange, selectionMode = 'none', selectedKeys,
  onSelectionChange, onRowAction, emptyState, isLoading = false, loadingLabel = 'Loading', className, ...rest
}: DataTableProps<T, C>) {
  const withCheckboxes = selectionMode === 'multiple';
  const rowHeaderId = (columns.find((c) => c.isRowHeader) ?? columns[0])?.id;

  return (
    <Wrapper $isLoading={isLoading && rows.length > 0} aria-busy={isLoading || undefined} className={className}>
      <StyledTable
        aria-label={rest['aria-label']}
        sortDescriptor={sortDescriptor}
        onSortChange={onSortChange}
        selectionMode={selectionMode}
        selectionBehavior="toggle"
        selectedKeys={selectedKeys}
        onSelectionChange={onSelectionChange}
        onRowAction={onRowAction}
      >
        <StyledHeader>
          {withCheckboxes && (
            <StyledColumn style={{ width: 44 }}>
              <Checkbox slot="selection" />
            </StyledColumn>
          )}
          {columns.map((column) => (
            <StyledColumn
              key={column.id}
              id={column.id}
              allowsSorting={column.isSortable}
              isRowHeader={column.id === rowHeaderId}
              textValue={column.textValue ?? (typeof column.title === 'string' ? column.title : undefined)}
              style={column.width != null ? { width: column.width } : undefined}
            >
              {({ allowsSorting, sortDirection }) => (
                <span className="sort">
                  {column.title}
                  {allowsSorting && <SortIcon direction={sortDirection} size={14} />}
                </span>
              )}
            </StyledColumn>
          ))}
        </StyledHeader>
        <TableBody
          renderEmptyState={() => (
            <EmptyCell>{isLoading ? <Spinner label={loadingLabel} /> : emptyState}</EmptyCell>
          )}
        >
          {rows.map((row) => (
            <StyledRow key={row.id} id={row.id}>
              {withCheckboxes && (
                <SelectionCell>
                  <Checkbox slot="selection" />
                </SelectionCell>
              )}
              {columns.map((column) => (
                <StyledCell key={column.id}>{renderCell(row, column.id)}</StyledCell>
              ))}
            </StyledRow>
          ))}
        </TableBody>
      </StyledTable>
    </Wrapper>
  );
}
