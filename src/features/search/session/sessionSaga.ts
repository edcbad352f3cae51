import { call, put, select, takeLatest, takeLeading } from 'redux-saga/effects';
import type { AsyncState } from '@/platform/async';
import { toApiError } from '@/platform/http';
import { navigateTo } from '@/platform/router';
import { getUserOrganisationUnits } from '@/services/admin/adminService';
import type { OrganisationUnitsResponse } from '@/services/admin/types';
import { createSession, getSessionQuery, updateSessionQuery } from '@/services/search/searchService';
import type { FilterEntry, SessionDto, SessionQueryDto } from '@/services/search/types';
import { filtersValidated, searchSessionLoaded, sessionRequested } from '../contract';
import { leaveIfNotAuthorised } from '@/platform/auth/leaveIfNotAuthorised';
import { resultsInvalidated } from './resultsSlice';
import { RESULTS_DEFAULTS } from './resultsQuery';
import { searchRoutes, withSid } from './routes';
import {
  sessionLoadFailed, sessionSaved, sessionSaveFailed, sourceNameResolved, type SessionSummary,
} from './searchSessionSlice';
import { selectSessionState, selectSupplyChainUnitId } from './selectors';

function saveSession(sid: string | undefined, orderedFilters: FilterEntry[]) {
  if (sid) return updateSessionQuery(sid, orderedFilters);
  return createSession({
    orderedFilters,
    sorting: { name: RESULTS_DEFAULTS.sortName, order: RESULTS_DEFAULTS.sortOrder },
    paging: { page: RESULTS_DEFAULTS.page, pageSize: RESULTS_DEFAULTS.pageSize },
  });
}

/** Show / Apply after the filters half validated: update the session (sid known) or create one, then show results. */
function* onFiltersValidated({ payload }: ReturnType<typeof filtersValidated>) {
  const current: AsyncState<SessionSummary> = yield select(selectSessionState);
  try {
    const saved: SessionDto = yield call(saveSession, current.data?.sessionId, payload.orderedFilters);
    const orderedFilters = saved.orderedFilters ?? payload.orderedFilters;
    yield put(searchSessionLoaded({ session: { sessionId: saved.sessionId, orderedFilters } }));
    yield put(sessionSaved({ sid: saved.sessionId }));
    yield put(resultsInvalidated());
    // New filters start again at page 1 with the default order: the URL carries only the sid.
    yield call(navigateTo, withSid(searchRoutes.results, saved.sessionId));
  } catch (e) {
    const error = toApiError(e);
    const left: boolean = yield call(leaveIfNotAuthorised, error);
    if (left) return;
    yield put(sessionSaveFailed(error));
  }
}

function* onSessionRequested({ payload }: ReturnType<typeof sessionRequested>) {
  try {
    const query: SessionQueryDto = yield call(getSessionQuery, payload.sid);
    yield put(searchSessionLoaded({ session: { sessionId: payload.sid, orderedFilters: query.orderedFilters } }));
  } catch (e) {
    const error = toApiError(e);
    const left: boolean = yield call(leaveIfNotAuthorised, error);
    if (left) return;
    yield put(sessionLoadFailed({ sid: payload.sid, error }));
  }
}

/** An in-my-supply-chain session names its organisation unit in the results title. */
function* resolveSourceName() {
  const unitId: number | null = yield select(selectSupplyChainUnitId);
  if (unitId === null) return;
  try {
    const reply: OrganisationUnitsResponse = yield call(getUserOrganisationUnits);
    const unit = reply.organisations.find((u) => u.accountId === unitId);
    if (unit) yield put(sourceNameResolved(unit.name));
  } catch (e) {
    // The title then reads "from your supply chain"; nothing else depends on the name.
    console.warn('Organisation units failed to load for the results title', e);
  }
}

export function* sessionSaga() {
  yield takeLatest(searchSessionLoaded.type, resolveSourceName);
  // A second Show while the first is saving must not create two sessions.
  yield takeLeading(filtersValidated.type, onFiltersValidated);
  yield takeLatest(sessionRequested.type, onSessionRequested);
}
