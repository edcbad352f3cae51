/**
 * Which faults the tab asked for (mocks/faults.ts registers them). A module of its own, free of msw:
 * the page reads these (the mock platform's Web Worker has no URL bar or sessionStorage) and hands
 * them to the worker.
 */

export const FAULTS_SESSION_KEY = 'findsuppliers.mockFaults';

type SessionLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const isSpecList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((spec) => typeof spec === 'string');

/**
 * The faults the tab remembers. Anything but a JSON list of strings (an old format, a hand edit,
 * garbage) is dropped with a warning: a bad key must never stop the mock platform from starting.
 */
function storedSpecs(session: SessionLike | null): string[] {
  const raw = session?.getItem(FAULTS_SESSION_KEY);
  if (!raw) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    if (isSpecList(parsed)) return parsed;
  } catch {
    // handled below, like any other wrong shape
  }
  console.warn(`Mock platform: ignored the stored faults (${FAULTS_SESSION_KEY}), which are not a list of fault specs.`);
  session?.removeItem(FAULTS_SESSION_KEY);
  return [];
}

/**
 * Reads fault specs from the page's query string, e.g.
 *   ?mockFault=POST:/search/counts:500
 *   ?mockFault=GET:/facets:delay=3000&mockFault=*:/policy:403:once
 *   ?mockFault=off            (clears them)
 * Each part after the path is a status, `delay=ms` or `once`. Faults are remembered in
 * sessionStorage so they survive the app's own navigations and reloads in that tab. The page reads
 * them (the mock platform's worker has no sessionStorage) and hands them to applyFaultSpecs.
 */
export function faultSpecsFromUrl(
  search: string,
  session: SessionLike | null = typeof sessionStorage !== 'undefined' ? sessionStorage : null,
): string[] {
  const values = new URLSearchParams(search).getAll('mockFault');
  if (values.includes('off')) {
    session?.removeItem(FAULTS_SESSION_KEY);
    return [];
  }
  if (values.length) {
    session?.setItem(FAULTS_SESSION_KEY, JSON.stringify(values));
    return values;
  }
  return storedSpecs(session);
}

