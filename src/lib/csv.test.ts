import { describe, expect, it } from 'vitest';
import Papa from 'papaparse';
import { buildCsv, UTF8_BOM } from './csv';
import { neutraliseCell } from './csvCell';

const parse = (text: string) => Papa.parse<string[]>(text.replace(UTF8_BOM, ''), { skipEmptyLines: true }).data;

describe('neutraliseCell', () => {
  it.each(['=SUM(A1)', '+44 20', '-1', '@cmd', '\tx', '\rx'])('prefixes %j with a quote', (value) => {
    expect(neutraliseCell(value)).toBe(`'${value}`);
  });

  // OWASP: the check looks past leading whitespace (any Unicode space) and quotes.
  it.each([
    ['a space before =', ' =1+1'],
    ['a double quote before =', '"=1+1'],
    ['a single quote before =', "'=1+1"],
    ['a non-breaking space before =', '\u00A0=1+1'],
    ['an ideographic space before +', '\u3000+1'],
    ['a byte order mark before -', '\uFEFF-1'],
    ['a full-width equals sign', '＝1+1'],
    ['a full-width plus sign', '＋1'],
    ['a full-width minus sign', '－1'],
    ['a full-width at sign', '＠SUM(A1)'],
    ['a space before @', ' @SUM(A1)'],
    ['spaces and quotes before =', ' " \' =cmd'],
    ['a space before a tab', ' \tx'],
    ['a quote before a carriage return', '"\rx'],
    ['a minus sign in text', '-5'],
  ])('prefixes %s', (_case, value) => {
    expect(neutraliseCell(value)).toBe(`'${value}`);
  });

  it.each([
    ['a hyphen inside a name', 'Smith-Jones Ltd'],
    ['an equals sign after text', 'a=1'],
    ['an at sign inside an email', 'ann@example.com'],
    ['a quoted name', '"Best" Builders'],
    ['spaces only', '   '],
    ['an empty string', ''],
  ])('leaves %s alone', (_case, value) => {
    expect(neutraliseCell(value)).toBe(value);
  });

  it('writes a negative number typed as a number as a number', () => {
    expect(neutraliseCell(-5)).toBe('-5');
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
