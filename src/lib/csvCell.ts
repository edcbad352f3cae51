/**
 * Spreadsheet formula injection: a cell starting with = + - @ tab or carriage return may be
 * run as a formula. Prefixing a single quote makes spreadsheets treat it as text (OWASP advice).
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export function neutraliseCell(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined) return '';
  const text = String(value);
  return FORMULA_START.test(text) ? `'${text}` : text;
}
