import { delay, http, HttpResponse } from 'msw';
import { faultSpecsFromUrl } from './faultSpecs';

export { FAULTS_SESSION_KEY, faultSpecsFromUrl } from './faultSpecs';

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
