import { call, cancel, delay, fork, select, take, type ActionPattern } from 'redux-saga/effects';
import type { Task } from 'redux-saga';
import type { Action } from '@reduxjs/toolkit';
import type { ApiError } from '@/platform/http';
import { isNotAuthorised, notAuthorisedRedirectUrl } from '@/platform/auth/notAuthorised';
import { selectConfig } from '@/platform/session';
import type { AppConfig } from '@/platform/config/types';
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

function leaveForEnquiries(url: string) {
  window.location.assign(url);
}

/** "User is not authorised to view this content" anywhere in a failure sends the buyer away (spec 01 §8). */
export function* redirectIfNotAuthorised(error: ApiError) {
  if (!isNotAuthorised(error)) return;
  const config: AppConfig | null = yield select(selectConfig);
  yield call(leaveForEnquiries, notAuthorisedRedirectUrl(config?.productHostUrl ?? '/', window.location.origin));
}

/** Brings the first missing group into view and moves focus to it, so keyboard users land there too. */
export function scrollToGroup(group: FilterGroupKey) {
  const section = document.getElementById(groupAnchorId(group));
  section?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
  section?.querySelector<HTMLElement>('[slot="trigger"], button')?.focus({ preventScroll: true });
}
