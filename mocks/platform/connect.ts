import { STORAGE_KEY } from '../storageKeys';
import type { PlatformStart, Reply, SerializedRequest, WorkerMessage } from './protocol';

/**
 * The page's side of the mock platform: starts its Web Worker with what the page kept (the mock db
 * snapshot from localStorage, the tab's faults), hands it each call with its reply port, and keeps
 * the snapshots it sends back. Should the worker fail to start or crash, the platform runs in the
 * page instead (slower first load, same answers) and a console error says so.
 */
export interface PlatformConnection {
  /** Answers a call on `port` (the service worker waits on its other end). */
  forward(request: SerializedRequest, port: MessagePort): void;
  /** "Reset mock data": resolves once the platform has forgotten what the buyer did. */
  reset(): Promise<void>;
  /**
   * Resolves once calls may be forwarded: the worker has been handed the start-up state (it takes its
   * messages in order, so every call reaches it after that state), or the page's own platform started.
   */
  ready: Promise<void>;
}

interface InPage {
  answer(request: SerializedRequest): Promise<Reply>;
  reset(): void;
  adopt(snapshot: string | null): void;
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

/** The platform in the page itself, only when its worker cannot run: its own lazy chunk. */
async function startInPage(faults: string[]): Promise<InPage> {
  const core = await import('./core');
  // What the worker saved so far is in localStorage: the page's platform starts from it.
  core.startPlatform({ snapshot: readSnapshot(), faults }, keepSnapshot);
  return { answer: core.answer, reset: core.resetPlatform, adopt: core.adoptSnapshot };
}

const replyOn = (port: MessagePort, reply: Reply) => port.postMessage(reply, reply?.body ? [reply.body] : []);

export function connectPlatform(faults: string[], createWorker: () => Worker): PlatformConnection {
  let nextId = 1;
  // Calls the worker has not answered yet: the page answers them itself if the worker fails.
  const pending = new Set<{ request: SerializedRequest; port: MessagePort }>();
  const resets = new Map<number, () => void>();
  let inPage: Promise<InPage> | null = null;
  let markReady: () => void = () => undefined;
  const ready = new Promise<void>((resolve) => (markReady = resolve));
  let worker: Worker | null = null;

  const answerInPage = (request: SerializedRequest, port: MessagePort) =>
    void inPage!.then((platform) => platform.answer(request)).then((reply) => replyOn(port, reply));

  const runInPage = (reason: string) => {
    if (inPage) return;
    console.error(`Mock platform worker failed (${reason}); the mock platform runs in the page instead.`);
    worker?.terminate();
    inPage = startInPage(faults);
    void inPage.then(() => markReady());
    for (const call of pending) answerInPage(call.request, call.port);
    pending.clear();
    for (const done of resets.values()) void inPage.then((platform) => platform.reset()).then(done);
    resets.clear();
  };

  try {
    worker = createWorker();
  } catch (error) {
    runInPage(error instanceof Error ? error.message : String(error));
  }
  if (worker) {
    worker.addEventListener('message', ({ data: message }: MessageEvent<WorkerMessage>) => {
      if (message.type === 'save') keepSnapshot(message.snapshot);
      else if (message.type === 'resetDone') {
        resets.get(message.id)?.();
        resets.delete(message.id);
      }
    });
    worker.addEventListener('error', (event) => {
      // Handled here, not left uncaught: the platform goes on in the page.
      event.preventDefault();
      runInPage(event.message || 'its script did not load');
    });
    const start: PlatformStart = { snapshot: readSnapshot(), faults };
    worker.postMessage({ type: 'start', ...start });
    // No need to wait for the worker's script to run: calls forwarded from now on queue in the worker
    // behind 'start' (it evaluates while the service worker registers). Should it fail, the calls it
    // has not answered are answered in the page.
    markReady();
  }

  // Another tab of this browser wrote (or reset) the mock data: without this, this tab's platform
  // would go on from its older copy and its next write would store that, undoing the other tab's.
  window.addEventListener('storage', (event) => {
    if (event.storageArea !== localStorage || (event.key !== null && event.key !== STORAGE_KEY)) return;
    const snapshot = readSnapshot();
    if (inPage) void inPage.then((platform) => platform.adopt(snapshot));
    else worker?.postMessage({ type: 'stored', snapshot });
  });

  return {
    ready,
    forward(request, port) {
      if (inPage) return answerInPage(request, port);
      // The worker answers on a port of its own; the service worker's port hears it through it, so
      // a call the worker never answers can still be answered here.
      const call = { request, port };
      pending.add(call);
      const channel = new MessageChannel();
      channel.port1.onmessage = ({ data }: MessageEvent<Reply>) => {
        channel.port1.close();
        if (!pending.delete(call)) return;
        replyOn(port, data);
      };
      worker!.postMessage({ type: 'request', request }, [channel.port2]);
    },
    reset() {
      if (inPage) return inPage.then((platform) => platform.reset());
      return new Promise<void>((resolve) => {
        const id = nextId++;
        resets.set(id, resolve);
        worker!.postMessage({ type: 'reset', id });
      });
    },
  };
}
