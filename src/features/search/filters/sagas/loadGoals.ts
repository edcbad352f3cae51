import { call, put, select } from 'redux-saga/effects';
import { newRequestId } from '@/platform/async';
import { toApiError } from '@/platform/http';
import { getGoals } from '@/services/goals/goalsService';
import type { GoalDto } from '@/services/goals/types';
import { SEARCH_TYPES, type SearchTypeId } from '@/services/search/types';
import { leaveIfNotAuthorised } from '@/platform/auth/leaveIfNotAuthorised';
import { filtersActions as A } from '../filtersSlice';
import { selectSearchType } from '../filtersSelectors';

/** Allowed level filters differ between the two search types (views FSLevelFilter / FSLevelFilterSC). */
export function* loadGoals() {
  const searchType: SearchTypeId = yield select(selectSearchType);
  const requestId = newRequestId();
  yield put(A.goalsLoadStarted({ requestId }));
  try {
    const goals: GoalDto[] = yield call(getGoals, searchType === SEARCH_TYPES.inMySupplyChain ? 'FSLevelFilterSC' : 'FSLevelFilter');
    yield put(A.goalsLoaded({ data: goals, requestId }));
  } catch (e) {
    const error = toApiError(e);
    // The filters block shows the failure, with Try again, where the Levels and SSIP groups would be.
    yield put(A.goalsLoadFailed({ error, requestId }));
    yield call(leaveIfNotAuthorised, error);
  }
}

