import type { RiskReport } from '../riskReportModel';

/**
 * The PDF uses the standard Helvetica fonts (no font file to download), which can draw only the
 * Windows-1252 (WinAnsi) characters: Western European letters, €, dashes, quotes. Intl's narrow
 * no-break spaces (French number groups) become ordinary no-break spaces; the € sign, which the
 * renderer's Helvetica metrics lack (it would vanish, leaving a bare number), is written EUR; any
 * other character outside the set becomes "?" rather than a wrong glyph. The on-screen data view
 * shows text as it is.
 */
const WIN_ANSI_EXTRA = new Set('‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');
const SPACES = /[\u202f\u2009\u2007]/g;

export function toPdfText(text: string): string {
  let out = '';
  for (const char of text.replace(SPACES, '\u00a0').replace(/€/g, 'EUR')) {
    const code = char.codePointAt(0)!;
    const drawable = (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRA.has(char) || char === '\n';
    out += drawable ? char : '?';
  }
  return out;
}

/** Every word of the report in drawable characters. */
export function pdfSafeReport(report: RiskReport): RiskReport {
  return {
    title: toPdfText(report.title),
    supplierName: toPdfText(report.supplierName),
    details: report.details.map(toPdfText),
    sections: report.sections.map((section) => ({
      ...section,
      heading: toPdfText(section.heading),
      emptyText: toPdfText(section.emptyText),
      facts: section.facts.map(([label, value]) => [toPdfText(label), toPdfText(value)] as [string, string]),
      tables: section.tables.map((table) => ({
        caption: table.caption === undefined ? undefined : toPdfText(table.caption),
        emptyText: table.emptyText === undefined ? undefined : toPdfText(table.emptyText),
        columns: table.columns.map(toPdfText),
        rows: table.rows.map((row) => row.map(toPdfText)),
      })),
    })),
  };
}
