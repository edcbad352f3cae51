import type { SubmissionHistoryItemDto } from '@/services/verifier/types';

export type HistoryColumn = 'status' | 'dateSubmitted' | 'assessed' | 'validFrom' | 'expiryDate' | 'verifier';
export interface HistorySort {
  column: HistoryColumn;
  direction: 'ascending' | 'descending';
}

/** History opens sorted by assessed date, newest first (spec 03 §4). */
export const DEFAULT_HISTORY_SORT: HistorySort = { column: 'assessed', direction: 'descending' };

const valueOf = (item: SubmissionHistoryItemDto, column: HistoryColumn): string => {
  switch (column) {
    case 'status': return item.isWithdrawn ? 'Withdrawn' : item.assessed?.statusDisplayName ?? '';
    case 'dateSubmitted': return item.dateSubmitted ?? '';
    case 'assessed': return item.isWithdrawn ? '' : item.assessed?.assessedDate ?? '';
    case 'validFrom': return item.validFromDate ?? '';
    case 'expiryDate': return item.expiryDate ?? '';
    case 'verifier': return item.isWithdrawn ? '' : item.assessed?.verifierDisplayName ?? '';
  }
};

/** Sorted copy; empty values go last whichever the direction, so a missing date never heads the list. */
export function sortHistory(items: SubmissionHistoryItemDto[], { column, direction }: HistorySort): SubmissionHistoryItemDto[] {
  const sign = direction === 'ascending' ? 1 : -1;
  return [...items].sort((a, b) => {
    const x = valueOf(a, column);
    const y = valueOf(b, column);
    if (!x || !y) return x === y ? 0 : x ? -1 : 1;
    return sign * x.localeCompare(y, 'en', { numeric: true, sensitivity: 'base' });
  });
}

/** A header click: the same column flips its direction; another column starts descending for dates, ascending for text. */
export function nextSort(current: HistorySort, column: HistoryColumn): HistorySort {
  if (current.column === column) return { column, direction: current.direction === 'ascending' ? 'descending' : 'ascending' };
  return { column, direction: column === 'status' || column === 'verifier' ? 'ascending' : 'descending' };
}
