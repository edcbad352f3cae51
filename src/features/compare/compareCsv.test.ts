import { describe, expect, it } from 'vitest';
import { compareCsv, compareFileName } from './compareCsv';
import type { CompareRow } from './compareRules';

describe('comparison CSV', () => {
  it('a line per row, a column per supplier, a last column marking differences; formula cells neutralised', () => {
    const rows: CompareRow[] = [
      { id: 'location', label: { fact: 'location' }, cells: [{ kind: 'text', text: 'Leeds, West Yorkshire' }, null], differs: false },
      { id: 'level:x', label: { level: '=HYPERLINK("x")' }, cells: [{ kind: 'held', statusName: 'Verified', isCompliant: true }, { kind: 'held', statusName: null, isCompliant: false }], differs: true },
    ];
    const csv = compareCsv(rows, {
      corner: 'Supplier', columns: ['Acme', '+Evil Ltd'], differs: 'Differs', unavailable: 'Not available',
      rowLabel: (row) => ('fact' in row.label ? 'Location' : 'level' in row.label ? `Level: ${row.label.level}` : ''),
      cell: (cell) => (cell.kind === 'text' ? cell.text ?? '-' : cell.kind === 'held' ? cell.statusName ?? 'Not held' : ''),
    });
    expect(csv).toBe('\uFEFFSupplier,Acme,\'+Evil Ltd,Differs\r\nLocation,"Leeds, West Yorkshire",Not available,\r\n"Level: =HYPERLINK(""x"")",Verified,Not held,Differs');
  });

  it('names the file after the day, without characters file systems refuse', () => {
    expect(compareFileName('Supplier comparison', new Date(2026, 10, 7))).toBe('Supplier comparison 2026-11-07.csv');
    expect(compareFileName('A/B: C', new Date(2026, 0, 1))).toBe('A B C 2026-01-01.csv');
  });
});
