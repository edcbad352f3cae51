import type { ReactNode } from 'react';

export interface PrintTableRow {
  key: string | number;
  cells: ReactNode[];
}

/** A print section's plain table: a header row of column names, then one row of cells per item. */
export function PrintTable({ columns, rows, label }: { columns: string[]; rows: PrintTableRow[]; label?: string }) {
  return (
    <table aria-label={label}>
      <thead>
        <tr>
          {columns.map((column, i) => <th key={i} scope="col">{column}</th>)}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key}>
            {row.cells.map((cell, i) => <td key={i}>{cell}</td>)}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
