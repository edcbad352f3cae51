import { describe, expect, it } from 'vitest';
import type { SubmissionHistoryItemDto } from '@/services/verifier/types';
import { DEFAULT_HISTORY_SORT, nextSort, sortHistory } from './historySort';

const item = (submissionID: number, assessedDate: string | null, isWithdrawn = false): SubmissionHistoryItemDto => ({
  submissionID, dateSubmitted: '2025-01-01T10:00:00Z', validFromDate: null, expiryDate: null, submittedByDisplayName: 'Jo',
  requirementVersionId: 1, isWithdrawn, note: null,
  assessed: assessedDate ? { assessedDate, verifierDisplayName: 'V', statusDisplayName: 'Verified' } : null,
});

describe('history sort (spec 03 §4)', () => {
  const items = [item(1, '2024-03-01T00:00:00Z'), item(2, '2025-06-01T00:00:00Z'), item(3, null, true), item(4, '2024-11-01T00:00:00Z')];
  it('defaults to assessed date descending, withdrawn (no assessment) last', () => {
    expect(DEFAULT_HISTORY_SORT).toEqual({ column: 'assessed', direction: 'descending' });
    expect(sortHistory(items, DEFAULT_HISTORY_SORT).map((i) => i.submissionID)).toEqual([2, 4, 1, 3]);
  });
  it('a header click toggles the direction', () => {
    const asc = nextSort(DEFAULT_HISTORY_SORT, 'assessed');
    expect(asc).toEqual({ column: 'assessed', direction: 'ascending' });
    expect(sortHistory(items, asc).map((i) => i.submissionID)).toEqual([1, 4, 2, 3]);
    expect(nextSort(asc, 'assessed').direction).toBe('descending');
  });
});
