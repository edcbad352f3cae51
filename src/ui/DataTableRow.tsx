import type { ReactNode } from 'react';
import { SelectionCheckbox } from './SelectionCheckbox';
import type { DataTableColumn, RowKey } from './DataTable.types';

interface Props<T extends { id: RowKey }, C extends string> {
  row: T;
  columns: DataTableColumn<C>[];
  rowHeaderId: C | undefined;
  renderCell: (row: T, columnId: C) => ReactNode;
  /** Laid out as a card below 768 px: each cell carries its column's title (DataTable's narrowLayout). */
  cards?: boolean;
  selection?: { isSelected: boolean; label: string; onToggle: (id: RowKey, isSelected: boolean) => void };
}

/** One body row: the row-header column is a <th scope="row"> so each row is named by it. */
export function DataTableRow<T extends { id: RowKey }, C extends string>({ row, columns, rowHeaderId, renderCell, cards, selection }: Props<T, C>) {
  if (!cards) {
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
  // A card: the row header is its title; every other cell shows its column's title beside its value,
  // drawn by CSS from data-label (no text in the cell: a screen reader names it by its column header).
  return (
    <tr role="row" data-selected={selection?.isSelected || undefined}>
      {selection && (
        <td className="selection" role="cell">
          <SelectionCheckbox label={selection.label} isSelected={selection.isSelected} onChange={(on) => selection.onToggle(row.id, on)} />
        </td>
      )}
      {columns.map((column) => {
        if (column.id === rowHeaderId) {
          return <th key={column.id} scope="row" role="rowheader">{renderCell(row, column.id)}</th>;
        }
        const label = cardLabelOf(column);
        return (
          <td key={column.id} role="cell" data-label={label} className={label ? undefined : 'unlabelled'}>
            <div className="cell-value">{renderCell(row, column.id)}</div>
          </td>
        );
      })}
    </tr>
  );
}

/** The label a card shows beside a cell: the column's title when it is text, or the column's own cardLabel text. */
function cardLabelOf(column: DataTableColumn<string>): string | undefined {
  if (column.cardLabel === false) return undefined;
  if (typeof column.cardLabel === 'string') return column.cardLabel;
  return typeof column.title === 'string' ? column.title : undefined;
}
