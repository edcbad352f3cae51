// First: msw needs it when its modules load.
import './workerGlobals';
import { answer, resetPlatform, startPlatform, warmUp } from './core';
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

scope.addEventListener('message', ({ data: message, ports }) => {
  switch (message.type) {
    case 'start':
      startPlatform(message, (snapshot) => scope.postMessage({ type: 'save', snapshot }));
      scope.postMessage({ type: 'ready' });
      // Calls that arrive meanwhile queue behind it; none of this runs on the page's thread.
      setTimeout(warmUp, 0);
      break;
    case 'request':
      void answer(message.request).then((reply: Reply) => ports[0]?.postMessage(reply, reply?.body ? [reply.body] : []));
      break;
    case 'reset':
      resetPlatform();
      scope.postMessage({ type: 'resetDone', id: message.id });
      break;
  }
});
