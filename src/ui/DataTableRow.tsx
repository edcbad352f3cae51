import type { ReactNode } from 'react';
import { SelectionCheckbox } from './SelectionCheckbox';
import type { DataTableColumn, RowKey } from './DataTable.types';

interface Props<T extends { id: RowKey }, C extends string> {
  row: T;
  columns: DataTableColumn<C>[];
  rowHeaderId: C | undefined;
  renderCell: (row: T, columnId: C) => ReactNode;
  selection?: { isSelected: boolean; label: string; onToggle: (id: RowKey, isSelected: boolean) => void };
}

/** One body row: the row-header column is a <th scope="row"> so each row is named by it. */
export function DataTableRow<T extends { id: RowKey }, C extends string>({ row, columns, rowHeaderId, renderCell, selection }: Props<T, C>) {
  return (
    <tr data-selected={selection?.isSelected || undefined}>
      {selection && (
        <td className="selection">
          <SelectionCheckbox label={selection.label} isSelected={selection.isSelected} onChange={(on) => selection.onToggle(row.id, on)} />
        </td>
      )}
      {columns.map((column) =>
        column.id === rowHeaderId ? (
          <th key={column.id} scope="row">{renderCell(row, column.id)}</th>
        ) : (
          <td key={column.id}>{renderCell(row, column.id)}</td>
        ),
      )}
    </tr>
  );
}
