import { call, put, select } from 'redux-saga/effects';
import type { Action } from '@reduxjs/toolkit';
import { abortable, debounceLatest, newRequestId } from '@/platform/async';
import { toApiError } from '@/platform/http';
import { getSearchCount } from '@/services/search/searchService';
import type { FilterEntry, SearchCountsResponse } from '@/services/search/types';
import { leaveIfNotAuthorised } from '@/platform/auth/leaveIfNotAuthorised';
import { filtersActions as A, WORKING_SET_EVENTS } from '../filtersSlice';
import { selectOrderedFilters } from '../filtersSelectors';
import { COUNT_DEBOUNCE_MS } from '../model/constants';

function* countResults() {
  const orderedFilters: FilterEntry[] = yield select(selectOrderedFilters);
  const requestId = newRequestId();
  yield put(A.countStarted({ requestId }));
  try {
    const reply: SearchCountsResponse = yield call(abortable, (signal) => getSearchCount(orderedFilters, signal));
    yield put(A.countLoaded({ data: reply.resultCount, requestId }));
  } catch (e) {
    const error = toApiError(e);
    // The Show / Apply button then reads "Show results" and says the number could not be counted.
    yield put(A.countFailed({ error, requestId }));
    yield call(leaveIfNotAuthorised, error);
  }
}

/** Counts are asked 500 ms after the last change; the last change wins (spec 01 §9). */
export function* countsSaga() {
  yield debounceLatest(COUNT_DEBOUNCE_MS, (action: Action) => WORKING_SET_EVENTS.includes(action.type), countResults);
}
