import { call, put, select, takeLeading } from 'redux-saga/effects';
import type { PayloadAction } from '@reduxjs/toolkit';
import type { FilterEntry } from '@/services/search/types';
import { applyRequested, filtersValidated, type ApplySource } from '../../contract';
import { filtersActions as A } from '../filtersSlice';
import { selectOrderedFilters } from '../filtersSelectors';
import { missingRequiredFilters } from '../model/requiredFilters';
import { scrollToGroup } from './effects';

/** Show / Apply: required filters present → the session half takes over; otherwise mark and scroll. */
function* onApplyRequested(action: PayloadAction<{ source: ApplySource }>) {
  const orderedFilters: FilterEntry[] = yield select(selectOrderedFilters);
  const missing = missingRequiredFilters(orderedFilters);
  if (missing.length) {
    yield put(A.requiredFiltersMissing({ groups: missing }));
    yield call(scrollToGroup, missing[0]);
    return;
  }
  // The saved preview is deleted before the session is created or updated (spec 01 §4).
  yield put(A.previewDeleted());
  yield put(filtersValidated({ orderedFilters, source: action.payload.source }));
}

export function* applySaga() {
  yield takeLeading(applyRequested.type, onApplyRequested);
}
