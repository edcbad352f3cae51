/**
 * What the service worker (public/mockServiceWorker.js), the page and the mock platform's Web Worker
 * say to each other. Requests and responses travel as plain structured-clone data, bodies as
 * ArrayBuffers; each request comes with the port its answer goes back on.
 */
export interface SerializedRequest {
  method: string;
  url: string;
  headers: [string, string][];
  body: ArrayBuffer | null;
}

export interface SerializedResponse {
  status: number;
  statusText: string;
  headers: [string, string][];
  body: ArrayBuffer | null;
}

/** The page's start-up state: what localStorage kept and the tab's faults (the worker can read neither). */
export interface PlatformStart {
  snapshot: string | null;
  faults: string[];
}

/** What the service worker posts to the page for each call under /mock-api/, with a reply port. */
export const REQUEST_MESSAGE = 'mock-platform:request';

export interface ServiceWorkerRequestMessage {
  type: typeof REQUEST_MESSAGE;
  request: SerializedRequest;
}

/** The answer posted on a request's port. `null`: no handler answers it; it goes to the network. */
export type Reply = SerializedResponse | null;

/** Page → Web Worker. A request's message carries its reply port (transferred). */
export type PageMessage =
  | ({ type: 'start' } & PlatformStart)
  | { type: 'request'; request: SerializedRequest }
  | { type: 'reset'; id: number }
  /** Another tab changed the stored mock db (null: removed it); the page read it from localStorage. */
  | { type: 'stored'; snapshot: string | null };

export type WorkerMessage =
  | { type: 'resetDone'; id: number }
  /** A snapshot of the mock db to keep (null: forget the kept one). */
  | { type: 'save'; snapshot: string | null };

/** Statuses whose response may carry no body (the Response constructor refuses one). */
const NULL_BODY_STATUSES = new Set([101, 103, 204, 205, 304]);

export function deserializeRequest({ method, url, headers, body }: SerializedRequest): Request {
  return new Request(url, { method, headers, body });
}

export async function serializeResponse(response: Response): Promise<SerializedResponse> {
  return {
    status: response.status,
    statusText: response.statusText,
    headers: [...response.headers.entries()],
    body: NULL_BODY_STATUSES.has(response.status) ? null : await response.arrayBuffer(),
  };
}
