import Papa from 'papaparse';
import { neutraliseCell } from './csvCell';

/** UTF-8 byte order mark: Excel needs it to read accents correctly. */
export const UTF8_BOM = '\uFEFF';

/**
 * Builds CSV text (with BOM, CRLF line ends, every cell quoted as needed and neutralised
 * against formula injection) from a header row and data rows.
 */
export function buildCsv(header: string[], rows: Array<Array<string | number | boolean | null | undefined>>): string {
  const data = [header.map(neutraliseCell), ...rows.map((row) => row.map(neutraliseCell))];
  return UTF8_BOM + Papa.unparse(data, { newline: '\r\n', quotes: false, escapeFormulae: false });
}
