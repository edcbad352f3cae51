import { describe, expect, it } from 'vitest';
import Papa from 'papaparse';
import { buildCsv, UTF8_BOM } from './csv';
import { neutraliseCell } from './csvCell';

const parse = (text: string) => Papa.parse<string[]>(text.replace(UTF8_BOM, ''), { skipEmptyLines: true }).data;

describe('neutraliseCell', () => {
  it.each(['=SUM(A1)', '+44 20', '-1', '@cmd', '\tx', '\rx'])('prefixes %j with a quote', (value) => {
    expect(neutraliseCell(value)).toBe(`'${value}`);
  });

  it('leaves ordinary text, numbers and empties alone', () => {
    expect(neutraliseCell('O\'Brien & Sons')).toBe("O'Brien & Sons");
    expect(neutraliseCell(42)).toBe('42');
    expect(neutraliseCell(null)).toBe('');
  });
});

describe('buildCsv', () => {
  it('starts with a UTF-8 BOM and keeps accents and commas intact', () => {
    const csv = buildCsv(['Name', 'Town'], [['Société Générale de Bâtiment, SA', 'Orléans']]);
    expect(csv.startsWith(UTF8_BOM)).toBe(true);
    expect(parse(csv)).toEqual([
      ['Name', 'Town'],
      ['Société Générale de Bâtiment, SA', 'Orléans'],
    ]);
  });

  it('quotes quotes and line breaks', () => {
    const csv = buildCsv(['Name'], [['The "Best" Builders\nLtd']]);
    expect(parse(csv)).toEqual([['Name'], ['The "Best" Builders\nLtd']]);
  });

  it('neutralises formula cells in data and header', () => {
    const rows = parse(buildCsv(['=Header'], [['=HYPERLINK("http://x")'], ['+Plus Construction']]));
    expect(rows).toEqual([["'=Header"], ["'=HYPERLINK(\"http://x\")"], ["'+Plus Construction"]]);
  });

  it('writes 10,000 rows', () => {
    const rows = Array.from({ length: 10_000 }, (_, i) => [`Supplier ${i}`, i]);
    expect(parse(buildCsv(['Name', 'N'], rows))).toHaveLength(10_001);
  });
});
