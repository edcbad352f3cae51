import { call, cancel, delay, fork, take, type ActionPattern } from 'redux-saga/effects';
import type { Task } from 'redux-saga';
import type { Action } from '@reduxjs/toolkit';
import { groupAnchorId, type FilterGroupKey } from '../model/groups';

/**
 * Debounce where the last change wins: a new action cancels both the pending wait and a request
 * already in flight (redux-saga's own `debounce` forks and forgets, so an older slow reply could
 * still land after a newer one).
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

/** Brings the first missing group into view and moves focus to it, so keyboard users land there too. */
export function scrollToGroup(group: FilterGroupKey) {
  const section = document.getElementById(groupAnchorId(group));
  section?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
  section?.querySelector<HTMLElement>('[slot="trigger"], button')?.focus({ preventScroll: true });
}
