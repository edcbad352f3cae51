/**
 * Spec 01's quick search (POST search /quicksearch), one set of numbers for both boxes that use it:
 *  - 3 characters: "Quick search requires 3 characters on the supply-chain search box" (§5); the
 *    alternative company search (onionSearchEnabled) asks the same call, so the same minimum;
 *  - 500 ms: the spec gives no debounce for quick search; both boxes search suppliers by name or number,
 *    as the company search box does, so they wait as it does (§9 "Company search debounce 500 ms");
 *  - page size 40 (§9 "Quick search page size 40");
 *  - 200 characters: the longest QueryText the service accepts (a longer one is a 400).
 */
export const QUICK_SEARCH = { minChars: 3, debounceMs: 500, pageSize: 40, maxChars: 200 } as const;

/** Whether this text is sent: trimmed, from 3 to 200 characters. */
export function isSearchable(text: string): boolean {
  const length = text.trim().length;
  return length >= QUICK_SEARCH.minChars && length <= QUICK_SEARCH.maxChars;
}
