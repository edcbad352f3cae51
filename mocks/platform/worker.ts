// First: msw needs it when its modules load.
import './workerGlobals';
import { answer, resetPlatform, startPlatform, warmUp } from './core';
import type { PageMessage, WorkerMessage } from './protocol';

/**
 * The mock platform's Web Worker: the page (connect.ts) forwards each request the service worker
 * intercepts; this answers it with the handlers, off the page's main thread.
 */
interface WorkerScope {
  postMessage(message: WorkerMessage, transfer?: Transferable[]): void;
  addEventListener(type: 'message', listener: (event: MessageEvent<PageMessage>) => void): void;
}

const scope = self as unknown as WorkerScope;
const post = (message: WorkerMessage, transfer: Transferable[] = []) => scope.postMessage(message, transfer);

scope.addEventListener('message', ({ data: message }) => {
  switch (message.type) {
    case 'start':
      startPlatform(message, (snapshot) => post({ type: 'save', snapshot }));
      post({ type: 'ready' });
      // Requests that arrive meanwhile queue behind it; none of this runs on the page's thread.
      setTimeout(warmUp, 0);
      break;
    case 'request':
      void answer(message.request).then((response) =>
        post({ type: 'response', id: message.id, response }, response?.body ? [response.body] : []),
      );
      break;
    case 'reset':
      resetPlatform();
      post({ type: 'resetDone', id: message.id });
      break;
  }
});
