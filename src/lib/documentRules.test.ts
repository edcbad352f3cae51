import { describe, expect, it } from 'vitest';
import {
  documentFileProblem, documentTagProblem, filterableTags, MAX_DOCUMENT_BYTES, MAX_DOCUMENT_NAME_LENGTH, normaliseDocumentFileName, tagMatches,
} from './documentRules';

describe('document rules (spec 02 §5, §9) — shared by the upload modal and the mock server', () => {
  it('refuses .zip, .exe and .msi in any case, then files over 31,457,280 bytes', () => {
    expect(documentFileProblem({ name: 'a.ZIP', size: 1 })).toBe('fileType');
    expect(documentFileProblem({ name: 'setup.Exe', size: 1 })).toBe('fileType');
    expect(documentFileProblem({ name: 'x.msi', size: MAX_DOCUMENT_BYTES + 1 })).toBe('fileType');
    expect(documentFileProblem({ name: 'zip.pdf', size: MAX_DOCUMENT_BYTES })).toBeNull();
    expect(documentFileProblem({ name: 'big.pdf', size: MAX_DOCUMENT_BYTES + 1 })).toBe('fileSize');
  });

  it('a trailing dot or space, a stream suffix, a path or an invisible character does not hide .exe/.zip/.msi', () => {
    for (const name of ['virus.exe.', 'virus.exe ', 'virus.EXE . .', 'a.zip\t', 'a.msi\u00a0', 'virus.exe::$DATA', 'virus.exe::$data.', 'x.ex\u200be', 'x/virus.exe', 'x.exe\u202e']) {
      expect(documentFileProblem({ name, size: 1 }), JSON.stringify(name)).toBe('fileType');
    }
    expect(documentFileProblem({ name: 'report.exe.pdf', size: 1 })).toBeNull();
    expect(documentFileProblem({ name: 'notes. pdf', size: 1 })).toBeNull();
    // Nothing of the name left: no supported type.
    expect(documentFileProblem({ name: ' . ', size: 1 })).toBe('fileType');
  });

  it('normalises a name: last path part, no control or direction characters, trimmed, at most 255 characters', () => {
    expect(normaliseDocumentFileName('../../etc/passwd.pdf')).toBe('passwd.pdf');
    expect(normaliseDocumentFileName('C:\\fakepath\\plan.pdf')).toBe('plan.pdf');
    expect(normaliseDocumentFileName(' bad\u0000na\u0007me\u007f\u0085\u202e.pdf. ')).toBe('badname.pdf');
    expect(normaliseDocumentFileName('Łódź.pdf')).toBe('Łódź.pdf');
    expect(normaliseDocumentFileName('Lo\u0301dz.pdf')).toBe('Lódz.pdf');
    const long = normaliseDocumentFileName(`${'é'.repeat(300)}.docx`);
    expect(Array.from(long)).toHaveLength(MAX_DOCUMENT_NAME_LENGTH);
    expect(long.endsWith('.docx')).toBe(true);
    // Emoji are whole characters: a cut never splits one.
    const emoji = normaliseDocumentFileName('👷'.repeat(300));
    expect(Array.from(emoji)).toHaveLength(MAX_DOCUMENT_NAME_LENGTH);
    expect(emoji).toBe('👷'.repeat(MAX_DOCUMENT_NAME_LENGTH));
    // A long extension is not kept whole; the cut never leaves a trailing dot or space.
    expect(normaliseDocumentFileName(`${'a'.repeat(253)} .${'b'.repeat(40)}`)).toBe('a'.repeat(253));
    expect(normaliseDocumentFileName('///')).toBe('');
  });

  it('a long name is read in linear time (no backtracking on spaces or dots)', () => {
    const started = performance.now();
    normaliseDocumentFileName(`x${'. '.repeat(200_000)}`);
    documentFileProblem({ name: `a${' '.repeat(400_000)}.exe`, size: 1 });
    expect(performance.now() - started).toBeLessThan(2000);
  });

  it('a new type: non-empty after trimming, at most 35, not an existing name (case-insensitive, trimmed)', () => {
    const tags = [{ id: 1, name: 'Insurance ' }];
    expect(documentTagProblem('   ', tags)).toBe('enterType');
    expect(documentTagProblem('x'.repeat(36), tags)).toBe('typeTooLong');
    expect(documentTagProblem(` ${'x'.repeat(35)} `, tags)).toBeNull();
    expect(documentTagProblem(' INSURANCE', tags)).toBe('duplicateTag');
  });

  it('the filter hides Financials and "All", merges duplicate names and searches by substring', () => {
    const merged = filterableTags([
      { id: 0, name: 'All' }, { id: 1, name: 'Insurance' }, { id: 5, name: 'financials' }, { id: 9, name: ' insurance' }, { id: 3, name: 'Quality' },
    ]);
    expect(merged).toEqual([{ id: 1, name: 'Insurance', ids: [1, 9] }, { id: 3, name: 'Quality', ids: [3] }]);
    expect(tagMatches({ id: 3, name: 'Quality' }, ' UAL')).toBe(true);
    expect(tagMatches({ id: 3, name: 'Quality' }, 'qx')).toBe(false);
  });
});
