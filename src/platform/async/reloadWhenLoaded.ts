import type { UnknownAction } from '@reduxjs/toolkit';
import { call, put } from 'redux-saga/effects';
import { failureOf } from '../auth/leaveIfNotAuthorised';
import type { AsyncState } from './asyncState';

/**
 * Fetches again, in place, a resource that is already loaded: the platform answers reference data
 * in the buyer's language, so a newly picked language needs new words. No loading state is shown,
 * and a failure keeps the words already there (after the not-authorised rule had its say).
 */
export function* reloadWhenLoaded<T>(current: AsyncState<unknown> | undefined, load: () => Promise<T>, loaded: (data: T) => UnknownAction) {
  if (current?.status !== 'loaded') return;
  try {
    const data: T = yield call(load);
    yield put(loaded(data));
  } catch (caught) {
    yield call(failureOf, caught);
  }
}
