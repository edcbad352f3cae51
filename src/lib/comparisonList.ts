/**
 * The comparison list between pages (issue 41): the URL of the comparison is the truth
 * (`/source-supplier/compare?ids=…&sid=…`), and this small list in the tab's session storage only
 * remembers the last one, so "Add to comparison" on a profile adds to what the buyer was comparing.
 * A tab of its own keeps a list of its own; nothing outlives the tab.
 */
export const COMPARE_MAX = 5;
export const COMPARE_MIN = 2;

export interface ComparisonList {
  ids: number[];
  /** The search the comparison came from, when it came from one. */
  sid: string | null;
}

const KEY = 'findsuppliers.comparison.v1';
const EMPTY: ComparisonList = { ids: [], sid: null };

const isSupplierId = (value: unknown): value is number => typeof value === 'number' && Number.isSafeInteger(value) && value > 0;

/** Supplier ids from the URL's `ids` ("1,2,3"): positive whole numbers, each once, in order, at most five. */
export function parseCompareIds(raw: string | null | undefined): number[] {
  const ids: number[] = [];
  for (const part of (raw ?? '').split(',')) {
    const text = part.trim();
    if (!/^\d{1,15}$/.test(text)) continue;
    const id = Number(text);
    if (isSupplierId(id) && !ids.includes(id)) ids.push(id);
  }
  return ids.slice(0, COMPARE_MAX);
}

/** The list after adding a supplier: at the end, once; when five are already there the list is unchanged (`full`). */
export function addToList(list: ComparisonList, id: number): { list: ComparisonList; full: boolean } {
  if (list.ids.includes(id)) return { list, full: false };
  if (list.ids.length >= COMPARE_MAX) return { list, full: true };
  return { list: { ...list, ids: [...list.ids, id] }, full: false };
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

/** The remembered list; anything of the wrong shape reads as empty. */
export function readComparisonList(): ComparisonList {
  try {
    const parsed: unknown = JSON.parse(storage()?.getItem(KEY) ?? 'null');
    if (!parsed || typeof parsed !== 'object') return EMPTY;
    const { ids, sid } = parsed as Record<string, unknown>;
    return {
      ids: Array.isArray(ids) ? ids.filter(isSupplierId).slice(0, COMPARE_MAX) : [],
      sid: typeof sid === 'string' && sid.length <= 200 ? sid : null,
    };
  } catch {
    return EMPTY;
  }
}

export function writeComparisonList(list: ComparisonList): void {
  try {
    storage()?.setItem(KEY, JSON.stringify({ ids: list.ids.slice(0, COMPARE_MAX), sid: list.sid }));
  } catch {
    // Private mode or a full quota: the URL still carries the comparison.
  }
}
