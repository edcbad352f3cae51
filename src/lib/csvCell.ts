/**
 * Spreadsheet formula injection (OWASP "CSV Injection"): a cell that starts with = + - @, tab or
 * carriage return may be run as a formula. Spreadsheets also skip leading spaces and quotes before
 * deciding (LibreOffice evaluates an unquoted ` =1+1`), and some read the full-width ＝ ＋ － ＠ as
 * their ASCII twins, so the check looks past those. Prefixing a single quote makes the cell text.
 *
 * Numbers typed as numbers are written as they are: a number cannot carry a formula, and a
 * negative amount must stay a number the spreadsheet can add up. The same "-5" arriving as text
 * is neutralised, because text is whatever someone typed.
 */
const FORMULA_START = /^[=+\-@\t\r＝＋－＠]/u;

/** Whitespace of any kind (NBSP, ideographic space, BOM…) and quotes a spreadsheet would look past. */
const LOOKED_PAST = /^[\s\p{Z}\uFEFF\u200B"'`“”‘’＂＇]+/u;

/** Tab and carriage return are formula starters even where whitespace is otherwise looked past. */
const CONTROL_START = /[\t\r]/;

function looksLikeFormula(text: string): boolean {
  const leading = LOOKED_PAST.exec(text)?.[0] ?? '';
  return CONTROL_START.test(leading) || FORMULA_START.test(text.slice(leading.length));
}

export function neutraliseCell(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return looksLikeFormula(value) ? `'${value}` : value;
}
