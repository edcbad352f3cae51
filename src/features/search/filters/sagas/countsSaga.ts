import { put, select } from 'redux-saga/effects';
import type { Action } from '@reduxjs/toolkit';
import { argsKey, resourceActions } from '@/platform/resource';
import { debounceLatest } from '@/platform/async';
import { searchCount } from '@/services/search/searchResources';
import type { FilterEntry } from '@/services/search/types';
import { filtersActions as A, WORKING_SET_EVENTS } from '../filtersSlice';
import { selectOrderedFilters } from '../filtersSelectors';
import { COUNT_DEBOUNCE_MS } from '../model/constants';

/**
 * The choices are counted 500 ms after the last change (spec 01 §9): the screens then read the
 * count of those choices. A live number, so asked again even for choices counted before; a late
 * reply to older choices lands in their own entry, not on screen.
 */
function* countChoices() {
  const orderedFilters: FilterEntry[] = yield select(selectOrderedFilters);
  yield put(A.countDue({ orderedFilters }));
  const args = { orderedFilters };
  yield put(resourceActions.requested({ name: searchCount.name, key: argsKey(args), args, reload: true }));
}

export function* countsSaga() {
  yield debounceLatest(COUNT_DEBOUNCE_MS, (action: Action) => WORKING_SET_EVENTS.includes(action.type), countChoices);
}
