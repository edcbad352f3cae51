import { STORAGE_KEY } from '../storageKeys';
import {
  deserializeResponse,
  serializeRequest,
  type PlatformStart,
  type SerializedRequest,
  type SerializedResponse,
  type WorkerMessage,
} from './protocol';

/**
 * The page's side of the mock platform: starts its Web Worker with what the page kept (the mock db
 * snapshot from localStorage, the tab's faults), forwards requests to it and keeps the snapshots it
 * sends back. Should the worker fail to start or crash, the platform runs in the page instead
 * (slower first load, same answers) and a console error says so.
 */
export interface PlatformConnection {
  /** The handlers' answer, or undefined when none answers (the request goes to the network). */
  answer(request: Request): Promise<Response | undefined>;
  /** "Reset mock data": resolves once the platform has forgotten what the buyer did. */
  reset(): Promise<void>;
  /** Resolves when the platform has taken the start-up state and answers requests. */
  ready: Promise<void>;
}

type Answer = (request: SerializedRequest) => Promise<SerializedResponse | null>;

interface Backend {
  answer: Answer;
  reset(): Promise<void>;
}

function keepSnapshot(snapshot: string | null): void {
  try {
    if (snapshot === null) localStorage.removeItem(STORAGE_KEY);
    else localStorage.setItem(STORAGE_KEY, snapshot);
  } catch {
    // Storage full or denied: the platform keeps working in memory.
  }
}

function readSnapshot(): string | null {
  try {
    return localStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
}

/** The platform in the page itself: only when its worker cannot run. Its own lazy chunk. */
async function inPageBackend(faults: string[]): Promise<Backend> {
  const core = await import('./core');
  core.startPlatform({ snapshot: readSnapshot(), faults }, keepSnapshot);
  return {
    answer: core.answer,
    reset: async () => core.resetPlatform(),
  };
}

export function connectPlatform(faults: string[], createWorker: () => Worker): PlatformConnection {
  let nextId = 1;
  const pending = new Map<number, { request: SerializedRequest; resolve: (r: Promise<SerializedResponse | null>) => void }>();
  const resets = new Map<number, () => void>();
  let fallback: Promise<Backend> | null = null;
  let markReady: () => void = () => undefined;
  const ready = new Promise<void>((resolve) => (markReady = resolve));

  let worker: Worker | null = null;
  const runInPage = (reason: string) => {
    if (fallback) return;
    console.error(`Mock platform worker failed (${reason}); the mock platform runs in the page instead.`);
    worker?.terminate();
    // What the worker saved so far is in localStorage: the page's platform starts from it.
    fallback = inPageBackend(faults);
    void fallback.then(() => markReady());
    for (const [id, { request, resolve }] of pending) {
      pending.delete(id);
      resolve(fallback.then((backend) => backend.answer(request)));
    }
    for (const [id, done] of resets) {
      resets.delete(id);
      void fallback.then((backend) => backend.reset()).then(done);
    }
  };

  try {
    worker = createWorker();
  } catch (error) {
    runInPage(error instanceof Error ? error.message : String(error));
  }
  if (worker) {
    worker.addEventListener('message', ({ data: message }: MessageEvent<WorkerMessage>) => {
      switch (message.type) {
        case 'ready':
          markReady();
          break;
        case 'save':
          keepSnapshot(message.snapshot);
          break;
        case 'response':
          pending.get(message.id)?.resolve(Promise.resolve(message.response));
          pending.delete(message.id);
          break;
        case 'resetDone':
          resets.get(message.id)?.();
          resets.delete(message.id);
          break;
      }
    });
    worker.addEventListener('error', (event) => {
      // Handled here (not left uncaught): the platform goes on in the page.
      event.preventDefault();
      runInPage(event.message || 'the worker script did not load');
    });
    const start: PlatformStart = { snapshot: readSnapshot(), faults };
    worker.postMessage({ type: 'start', ...start });
  }

  const send: Answer = (request) => {
    if (fallback) return fallback.then((backend) => backend.answer(request));
    return new Promise<Promise<SerializedResponse | null>>((resolve) => {
      const id = nextId++;
      pending.set(id, { request, resolve });
      // Copied, not transferred: should the worker fail, the page answers the same request itself.
      worker!.postMessage({ type: 'request', id, request });
    }).then((answer) => answer);
  };

  return {
    ready,
    async answer(request) {
      const response = await send(await serializeRequest(request));
      return response ? deserializeResponse(response) : undefined;
    },
    reset() {
      if (fallback) return fallback.then((backend) => backend.reset());
      return new Promise<void>((resolve) => {
        const id = nextId++;
        resets.set(id, resolve);
        worker!.postMessage({ type: 'reset', id });
      });
    },
  };
}
