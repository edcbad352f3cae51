import { CANCEL } from 'redux-saga';

/**
 * Runs a request with an AbortSignal, for `yield call(abortable, (signal) => service(..., signal))`.
 * When the saga waiting on it is cancelled (takeLatest, debounceLatest: a newer keystroke, sort or
 * page), redux-saga calls the promise's CANCEL hook and the request itself is aborted, not just
 * its reply ignored.
 */
export function abortable<T>(request: (signal: AbortSignal) => Promise<T>): Promise<T> {
  const controller = new AbortController();
  const promise = request(controller.signal);
  return Object.assign(promise, { [CANCEL]: () => controller.abort() });
}
