import { call, cancel, delay, fork, take, type ActionPattern } from 'redux-saga/effects';
import type { Task } from 'redux-saga';
import type { Action } from '@reduxjs/toolkit';

/**
 * Debounce where the last change wins: a new action cancels both the pending wait and a request
 * already in flight (redux-saga's own `debounce` forks and forgets, so an older slow reply could
 * still land after a newer one). With `abortable` the cancelled request is aborted too.
 */
export function debounceLatest<A extends Action>(ms: number, pattern: ActionPattern<A>, worker: (action: A) => unknown) {
  return fork(function* watcher() {
    let task: Task | undefined;
    while (true) {
      const action: A = yield take(pattern);
      if (task?.isRunning()) yield cancel(task);
      task = yield fork(function* debounced() {
        yield delay(ms);
        yield call(worker, action);
      });
    }
  });
}
