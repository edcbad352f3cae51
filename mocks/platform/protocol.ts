/**
 * What the page and the mock platform's Web Worker say to each other (mocks/platform/). Requests and
 * responses travel as plain structured-clone data; bodies as ArrayBuffers (transferred, not copied).
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

export type PageMessage =
  | ({ type: 'start' } & PlatformStart)
  | { type: 'request'; id: number; request: SerializedRequest }
  | { type: 'reset'; id: number };

export type WorkerMessage =
  | { type: 'ready' }
  /** `response: null`: no handler answers this request; the page lets it through to the network. */
  | { type: 'response'; id: number; response: SerializedResponse | null }
  | { type: 'resetDone'; id: number }
  /** A snapshot of the mock db to keep (null: forget the kept one). */
  | { type: 'save'; snapshot: string | null };

const NULL_BODY_STATUSES = new Set([101, 103, 204, 205, 304]);

export async function serializeRequest(request: Request): Promise<SerializedRequest> {
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  return {
    method: request.method,
    url: request.url,
    headers: [...request.headers.entries()],
    body: hasBody ? await request.arrayBuffer() : null,
  };
}

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

export function deserializeResponse({ status, statusText, headers, body }: SerializedResponse): Response {
  return new Response(NULL_BODY_STATUSES.has(status) ? null : body, { status, statusText, headers });
}
