import type { UnknownAction } from '@reduxjs/toolkit';
import { call, put } from 'redux-saga/effects';
import type { ApiError } from '../http/ApiError';
import { failureOf } from '../auth/leaveIfNotAuthorised';
import { needsLoad, type AsyncState } from './asyncState';

interface LoadEvents<T> {
  started: UnknownAction;
  loaded: (data: T) => UnknownAction;
  failed: (error: ApiError) => UnknownAction;
}

/**
 * Loads a resource only when it is not there yet or failed last time (the spec's "loads when
 * init or error"), turning the outcome into the caller's events. Failures are put, never thrown, after
 * the not-authorised rule (platform/auth) had its say.
 *
 * A resource 'loading' is left to the worker that started it, so that worker must not be cancelled by
 * a later trigger: watch the triggering event with takeLeading or takeEvery, never takeLatest (React
 * StrictMode dispatches an entry effect twice; the second run would cancel the load and then skip it).
 */
export function* loadWhenNeeded<T>(current: AsyncState<unknown>, load: () => Promise<T>, events: LoadEvents<T>) {
  if (!needsLoad(current)) return;
  yield put(events.started);
  try {
    const data: T = yield call(load);
    yield put(events.loaded(data));
  } catch (caught) {
    const error: ApiError = yield call(failureOf, caught);
    yield put(events.failed(error));
  }
}
