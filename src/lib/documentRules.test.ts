import { describe, expect, it } from 'vitest';
import { documentFileProblem, documentTagProblem, filterableTags, MAX_DOCUMENT_BYTES, tagMatches } from './documentRules';

describe('document rules (spec 02 §5, §9) — shared by the upload modal and the mock server', () => {
  it('refuses .zip, .exe and .msi in any case, then files over 31,457,280 bytes', () => {
    expect(documentFileProblem({ name: 'a.ZIP', size: 1 })).toBe('fileType');
    expect(documentFileProblem({ name: 'setup.Exe', size: 1 })).toBe('fileType');
    expect(documentFileProblem({ name: 'x.msi', size: MAX_DOCUMENT_BYTES + 1 })).toBe('fileType');
    expect(documentFileProblem({ name: 'zip.pdf', size: MAX_DOCUMENT_BYTES })).toBeNull();
    expect(documentFileProblem({ name: 'big.pdf', size: MAX_DOCUMENT_BYTES + 1 })).toBe('fileSize');
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
