import { getResponse, HttpResponse, type RequestHandler } from 'msw';
import { handlers } from '../handlers';
import { malformedPathResponse } from '../handlers/support';
import { enablePersistence, reloadStored, resetDb, saveDb, STORAGE_KEY } from '../db';
import { applyFaultSpecs, faultHandlers } from '../faults';
import { getGeography } from '../data/geo';
import { deserializeRequest, serializeResponse, type PlatformStart, type SerializedRequest, type SerializedResponse } from './protocol';

/**
 * The mock platform where it answers in the browser: the same `handlers` as msw/node and the mock
 * server, run with msw's getResponse. It runs inside a Web Worker (worker.ts), so generating the
 * network and its search index never blocks the page; the page itself runs it only when that
 * worker cannot start (connect.ts).
 */

/** Hands the page a snapshot of the mock db to keep in localStorage (null: forget it). */
export type Keep = (snapshot: string | null) => void;

/** The page's copy of the stored mock db, as this platform last read or wrote it. */
let kept: string | null = null;

export function startPlatform({ snapshot, faults }: PlatformStart, keep: Keep): void {
  kept = snapshot;
  // db.ts reads and writes "storage"; here that is the page's copy, passed in and handed back.
  enablePersistence({
    getItem: (key) => (key === STORAGE_KEY ? kept : null),
    setItem: (_key, value) => {
      if (value === kept) return;
      kept = value;
      keep(value);
    },
    removeItem: () => {
      kept = null;
      keep(null);
    },
  });
  applyFaultSpecs(faults);
}

/** Another tab stored `snapshot` (null: it reset the mock data): this platform carries on from it. */
export function adoptSnapshot(snapshot: string | null): void {
  kept = snapshot;
  reloadStored();
}

/** Back to the generated network with nothing done ("Reset mock data"). */
export function resetPlatform(): void {
  resetDb();
}

const isPassthrough = (response: Response) => response.headers.get('x-msw-intention') === 'passthrough';

/** The handlers' answer, or null when none answers (the page lets the request through). */
export async function answer(serialized: SerializedRequest): Promise<SerializedResponse | null> {
  try {
    const malformed = malformedPathResponse(serialized.url);
    if (malformed) return await serializeResponse(malformed);
    const response = await getResponse(handlers, deserializeRequest(serialized));
    // Handlers save after they write; this also keeps tables changed without a save (e.g. language).
    saveDb();
    return !response || isPassthrough(response) ? null : await serializeResponse(response);
  } catch (error) {
    // As msw answers a handler that throws: a 500 naming the error, never a request left hanging.
    console.error(`Mock platform: the handler of ${serialized.method} ${serialized.url} threw`, error);
    const { name, message } = error instanceof Error ? error : { name: 'Error', message: String(error) };
    return serializeResponse(HttpResponse.json({ name, message }, { status: 500 }));
  }
}

/**
 * Takes the first call's cold costs before any call waits on them: msw's matching over every
 * handler (a request no handler answers runs each matcher once) and the gazetteer that the
 * filters' facets and every location read. A busy worker's first answer took 45–80 ms, the next
 * ones under 15 ms. Changes nothing a call can see.
 */
export async function primeHandlers(origin: string): Promise<void> {
  getGeography();
  // Not through the fault handlers: the tab's faults may already be registered, and a fault meant
  // for one call ("once") must not be spent on the prime.
  const faults = new Set<RequestHandler>(faultHandlers);
  const withoutFaults = handlers.filter((handler) => !faults.has(handler));
  await getResponse(withoutFaults, new Request(new URL('/mock-api/__prime__', origin)));
}
