import { memo, type ReactElement, type ReactNode } from 'react';
import styled from 'styled-components';
import { DataTable } from './DataTable';
import type { DataTableColumn, DataTableProps, RowKey } from './DataTable.types';
import { ErrorPanel } from './ErrorPanel';
import { Pagination, type PaginationProps } from './Pagination';
import { Spinner } from './Spinner';

/** A column and how its cell shows a row. */
export interface PagedTableColumn<T, C extends string = string> extends DataTableColumn<C> {
  cell: (row: T) => ReactNode;
}

/** The page's load state, as AsyncState's status. */
export type PagedTableStatus = 'init' | 'loading' | 'loaded' | 'error';

export interface PagedTableError {
  heading: ReactNode;
  message?: ReactNode;
  /** e.g. "Try again". */
  retryLabel: string;
  onRetry: () => void;
}

export interface PagedTableProps<T extends { id: RowKey }, C extends string = string>
  extends Pick<DataTableProps<T, C>, 'aria-label' | 'sortDescriptor' | 'onSortChange' | 'selection' | 'narrowLayout'> {
  columns: PagedTableColumn<T, C>[];
  /** The page on show; undefined until the first page arrives (a spinner shows meanwhile). */
  rows: T[] | undefined;
  /** 'loading' with rows on show dims them until the next page replaces them. */
  status: PagedTableStatus;
  /** The spinner's accessible name, e.g. "Loading results". */
  loadingLabel: string;
  /** Shown in the table body when a loaded page has no rows. */
  emptyState: ReactNode;
  /** Shown instead of the table while status is 'error'. */
  error?: PagedTableError | null;
  /** The pager under the table; left out, there is none. */
  pagination?: PaginationProps;
  className?: string;
}

const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
`;

/** Dims the rows shown while the next ones load (the table itself does not re-render for it). */
const Busy = styled.div<{ $busy: boolean }>`
  opacity: ${({ $busy }) => ($busy ? 0.6 : 1)};
  transition: opacity 120ms ease-in;
`;

type TableProps<T extends { id: RowKey }, C extends string> = Pick<
  PagedTableProps<T, C>,
  'aria-label' | 'columns' | 'sortDescriptor' | 'onSortChange' | 'selection' | 'emptyState' | 'narrowLayout'
> & { rows: T[] };

/**
 * The rows of one page, memoised: a page of 50 rows is the costly part, so it renders when its
 * own props change, not when the loading flag or the pager does. Callers keep those props stable
 * (useMemo / useCallback) for this to hold.
 */
const PageOfRows = memo(function PageOfRows<T extends { id: RowKey }, C extends string>({ columns, ...rest }: TableProps<T, C>) {
  // One lookup per cell; the columns are built once per render of the page, not once per row.
  const cellOf = new Map(columns.map((column) => [column.id, column.cell]));
  return <DataTable<T, C> columns={columns} renderCell={(row, id) => cellOf.get(id)?.(row)} {...rest} />;
}) as <T extends { id: RowKey }, C extends string>(props: TableProps<T, C>) => ReactElement;

const Pager = memo(Pagination);

/**
 * DataTable + Pagination with the states around them: a spinner before the first page, an error
 * panel with a retry, the empty state in the table body, and the shown rows dimmed while the next
 * page loads. The table stays the native sortable table of DataTable (rows keyed by position).
 */
export function PagedTable<T extends { id: RowKey }, C extends string = string>({
  status, rows, error, loadingLabel, pagination, className, ...table
}: PagedTableProps<T, C>) {
  if (status === 'error' && error) {
    return <ErrorPanel heading={error.heading} message={error.message} actionLabel={error.retryLabel} onAction={error.onRetry} />;
  }
  if (!rows) return <Spinner label={loadingLabel} />;
  const isLoading = status === 'loading';
  return (
    <Root className={className}>
      <Busy $busy={isLoading} aria-busy={isLoading || undefined}>
        <PageOfRows<T, C> {...table} rows={rows} />
      </Busy>
      {pagination && <Pager {...pagination} />}
    </Root>
  );
}
