// First: msw needs it when its modules load.
import './workerGlobals';
import { adoptSnapshot, answer, primeHandlers, resetPlatform, startPlatform } from './core';
import { warmsAtOnce } from '@/platform/config/earlyMockWorker';
import { startWarmUp } from './warmUp';
import { warmUpWhenQuiet } from './warmUpWhenQuiet';
import type { PageMessage, Reply, WorkerMessage } from './protocol';

/**
 * The mock platform's Web Worker. The page hands it each call the service worker intercepts, with
 * the port the answer goes back on: the page's main thread only relays messages, never runs handlers.
 */
interface WorkerScope {
  postMessage(message: WorkerMessage): void;
  addEventListener(type: 'message', listener: (event: MessageEvent<PageMessage>) => void): void;
}

const scope = self as unknown as WorkerScope;

// The network's size in the browser is always the default one, so its generation need not wait for
// 'start'. On a page whose first calls need it (a supplier's profile, results: the page named the
// worker so) it begins at once; elsewhere it waits for the page's first calls to be over
// (warmUpWhenQuiet.ts). Either way in slices that let calls through (warmUp.ts).
const warmUp = warmsAtOnce(self.name) ? (void startWarmUp(), { callAnswered: () => undefined }) : warmUpWhenQuiet();
// Usually done before the page's first calls arrive (the worker sits idle until then); calls already
// waiting would have paid the same cold costs. Best effort: a failure here only leaves them unpaid.
setTimeout(() => void primeHandlers(self.location.origin).catch(() => undefined));

scope.addEventListener('message', ({ data: message, ports }) => {
  switch (message.type) {
    case 'start':
      startPlatform(message, (snapshot) => scope.postMessage({ type: 'save', snapshot }));
      break;
    case 'request':
      void answer(message.request).then((reply: Reply) => {
        ports[0]?.postMessage(reply, reply?.body ? [reply.body] : []);
        warmUp.callAnswered();
      });
      break;
    case 'reset':
      resetPlatform();
      scope.postMessage({ type: 'resetDone', id: message.id });
      break;
    case 'stored':
      adoptSnapshot(message.snapshot);
      break;
  }
});
