import type { ReactNode } from 'react';

/** Shared by DataTable, DataTableRow and PagedTable; kept apart so the table and its row do not import each other. */
export type RowKey = string | number;

/** `'all'` means every row on the page; otherwise the ids of the selected rows. */
export type Selection = 'all' | Set<RowKey>;
export type SortDirection = 'ascending' | 'descending';
export interface SortDescriptor {
  column: string;
  direction: SortDirection;
}

export interface DataTableColumn<C extends string = string> {
  id: C;
  title: ReactNode;
  isSortable?: boolean;
  /** CSS width, e.g. 120 or '20%'. */
  width?: number | string;
  /** The column whose cell names each row (a row header; defaults to the first column). */
  isRowHeader?: boolean;
  /**
   * As a card (narrowLayout 'cards', below 768 px) each cell shows its column's title beside its
   * value (when the title is text); a text here is shown instead, false shows none (a cell that
   * says what it is itself, such as a "View" link).
   */
  cardLabel?: boolean | string;
}

/**
 * Below 768 px: 'scroll' keeps the table and scrolls it sideways inside its frame; 'cards' shows each
 * row as a stacked card (title then label/value lines) with the sort buttons above, so the page never
 * gets wider than the screen (issue 38).
 */
export type NarrowLayout = 'scroll' | 'cards';

export interface DataTableSelection<T> {
  selectedKeys: Selection;
  onSelectionChange: (keys: Selection) => void;
  /** Accessible names of the checkboxes, e.g. "Select all suppliers" and "Select Acme Ltd". */
  selectAllLabel: string;
  rowLabel: (row: T) => string;
}

export interface DataTableProps<T extends { id: RowKey }, C extends string = string> {
  'aria-label': string;
  columns: DataTableColumn<C>[];
  rows: T[];
  renderCell: (row: T, columnId: C) => ReactNode;
  sortDescriptor?: SortDescriptor;
  onSortChange?: (descriptor: SortDescriptor) => void;
  /** Row checkboxes and a select-all checkbox; leave out for a read-only table. */
  selection?: DataTableSelection<T>;
  /** Shown in place of rows when there are none (and not loading). */
  emptyState?: ReactNode;
  isLoading?: boolean;
  loadingLabel?: string;
  className?: string;
  /** Below 768 px; 'scroll' unless given. */
  narrowLayout?: NarrowLayout;
}
