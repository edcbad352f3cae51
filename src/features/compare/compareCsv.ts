import { buildCsv } from '@/lib/csv';
import type { CompareRow } from './compareRules';

export interface CompareCsvText {
  corner: string;
  /** Each column's heading (the supplier's name), in column order. */
  columns: string[];
  rowLabel: (row: CompareRow) => string;
  cell: (cell: NonNullable<CompareRow['cells'][number]>) => string;
  /** What a column that has not loaded shows. */
  unavailable: string;
  differs: string;
}

/**
 * The comparison as CSV through the project's safe builder (formula cells neutralised, BOM, CRLF):
 * one line per row as on screen, one column per supplier, and a last column marking rows that differ.
 */
export function compareCsv(rows: readonly CompareRow[], text: CompareCsvText): string {
  return buildCsv(
    [text.corner, ...text.columns, text.differs],
    rows.map((row) => [text.rowLabel(row), ...row.cells.map((cell) => (cell ? text.cell(cell) : text.unavailable)), row.differs ? text.differs : '']),
  );
}

/** "Supplier comparison 2026-11-27.csv" (the buyer's calendar day). */
export function compareFileName(base: string, today: Date = new Date()): string {
  const day = `${today.getFullYear()}-${String(today.getMonth() + 1).padStart(2, '0')}-${String(today.getDate()).padStart(2, '0')}`;
  return `${base.replace(/[\\/:*?"<>|]+/g, ' ').replace(/\s+/g, ' ').trim()} ${day}.csv`;
}
