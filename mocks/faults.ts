import { delay, http, HttpResponse } from 'msw';

/**
 * Makes any mock endpoint fail or be slow, for tests and e2e. A fault matches a request by
 * method (or any) and a piece of its path; it answers with `status` after `delayMs`, or, with a
 * delay and no status, lets the real handler answer late.
 *
 *   setFault({ method: 'POST', pathIncludes: '/search/counts', status: 500 })
 *   setFault({ pathIncludes: '/facets', delayMs: 3000, once: true })
 */
export interface Fault {
  method?: string;
  pathIncludes: string;
  status?: number;
  delayMs?: number;
  once?: boolean;
  message?: string;
}

const faults: Fault[] = [];

export function setFault(fault: Fault): void {
  faults.push({ ...fault, method: fault.method?.toUpperCase() });
}

export function clearFaults(): void {
  faults.length = 0;
}

export const activeFaults = (): readonly Fault[] => faults;

function takeFault(request: Request): Fault | undefined {
  const { pathname } = new URL(request.url);
  const i = faults.findIndex(
    (f) => (!f.method || f.method === '*' || f.method === request.method) && pathname.includes(f.pathIncludes),
  );
  if (i < 0) return undefined;
  const fault = faults[i];
  if (fault.once) faults.splice(i, 1);
  return fault;
}

/** Put first in the handler list: answers faulted requests, falls through for the rest. */
export const faultHandlers = [
  http.all('*/mock-api/*', async ({ request }) => {
    const fault = takeFault(request);
    if (!fault) return undefined;
    if (fault.delayMs) await delay(fault.delayMs);
    if (!fault.status) return undefined;
    return HttpResponse.json(
      { isSuccess: false, message: fault.message ?? `Mock fault: ${request.method} ${fault.pathIncludes} answered ${fault.status}` },
      { status: fault.status },
    );
  }),
];

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

/** Replaces the registered faults with these specs (unparseable ones are skipped); returns them. */
export function applyFaultSpecs(specs: readonly string[]): Fault[] {
  clearFaults();
  for (const spec of specs) {
    const fault = parseFault(spec);
    if (fault) setFault(fault);
  }
  return [...faults];
}

/** Both halves at once, where the handlers run in the page (tests). Returns the faults now registered. */
export function applyFaultsFromUrl(search: string): Fault[] {
  return applyFaultSpecs(faultSpecsFromUrl(search));
}

export function parseFault(spec: string): Fault | null {
  const [method, path, ...rest] = spec.split(':');
  if (!method || !path) return null;
  const fault: Fault = { method: method === '*' ? undefined : method.toUpperCase(), pathIncludes: path };
  for (const part of rest) {
    if (/^\d{3}$/.test(part)) fault.status = Number(part);
    else if (part.startsWith('delay=')) fault.delayMs = Number(part.slice(6)) || 0;
    else if (part === 'once') fault.once = true;
  }
  return fault;
}
