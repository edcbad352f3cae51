/**
 * Starts a Web Worker now, for an owner whose code arrives later (main.tsx starts the mock platform's
 * worker before mocks/browser.ts has loaded). An error the worker reports before its owner listens
 * (its script did not load) would be lost; it is kept, and handing the worker over then throws it,
 * so the owner takes its usual way out (the mock platform runs in the page: mocks/platform/connect.ts).
 * The handed-over worker's later errors reach the owner's own listeners.
 */
export function startWorkerEarly(create: () => Worker): () => Worker {
  let worker: Worker;
  try {
    worker = create();
  } catch (error) {
    return () => {
      throw error;
    };
  }
  let failure: string | null = null;
  const keepFailure = (event: ErrorEvent) => {
    // Handled: the owner goes on without the worker, nothing is left uncaught.
    event.preventDefault();
    failure ??= event.message || 'its script did not load';
  };
  worker.addEventListener('error', keepFailure);
  return () => {
    worker.removeEventListener('error', keepFailure);
    if (failure === null) return worker;
    worker.terminate();
    throw new Error(failure);
  };
}
