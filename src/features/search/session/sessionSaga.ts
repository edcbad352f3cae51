import { call, put, select, takeLatest, takeLeading } from 'redux-saga/effects';
import type { AsyncState } from '@/platform/async';
import { toApiError, type ApiError } from '@/platform/http';
import { navigateTo } from '@/platform/router';
import { selectCommunitySettings, selectLanguage } from '@/platform/session';
import type { CommunitySettings, Language } from '@/platform/config/types';
import { readResource } from '@/platform/resource';
import { myOrganisationUnits } from '@/services/admin/adminResources';
import type { OrganisationUnitDto } from '@/services/admin/types';
import { createSession, getSessionQuery, updateSessionQuery } from '@/services/search/searchService';
import type { FilterEntry, SessionDto, SessionQueryDto } from '@/services/search/types';
import { filtersValidated, searchSessionLoaded, sessionRequested } from '../contract';
import { leaveIfNotAuthorised } from '@/platform/auth/leaveIfNotAuthorised';
import { resultsInvalidated } from './resultsSlice';
import { RESULTS_DEFAULTS, type ResultsQuery } from './resultsQuery';
import { decodeSessionFilters, encodeSessionFilters } from './resultsLink';
import { labelLinkFilters } from './linkLabels';
import { resultsUrl } from './routes';
import {
  sessionLoadFailed, sessionRecreated, sessionSaved, sessionSaveFailed, sourceNameResolved, type SessionSummary,
} from './searchSessionSlice';
import { selectResultsQuery, selectSessionState, selectSupplyChainUnitId } from './selectors';

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
    // Packed before anything changes: no screen renders between the new state and the new URL.
    const filters: string | null = yield call(encodeSessionFilters, orderedFilters);
    yield put(searchSessionLoaded({ session: { sessionId: saved.sessionId, orderedFilters } }));
    yield put(sessionSaved({ sid: saved.sessionId }));
    yield put(resultsInvalidated());
    // New filters start again at page 1 with the default order: the URL carries the sid and the
    // filters (f=), so the link also works where the session is unknown.
    yield call(navigateTo, resultsUrl({ sid: saved.sessionId, ...RESULTS_DEFAULTS }, filters));
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
    if (error.status === 404 && payload.filters) {
      const outcome: RecreateOutcome = yield call(recreateSession, payload.sid, payload.filters);
      if (outcome === 'done') return;
      // The search service could not be reached or failed: the link is fine, so the page says the
      // search could not be loaded, with a Try again, not that it is gone (which offers only a new search).
      if (outcome !== 'refused') {
        yield put(sessionLoadFailed({ sid: payload.sid, error: outcome }));
        return;
      }
    }
    yield put(sessionLoadFailed({ sid: payload.sid, error }));
  }
}

/** 'done' (made again, or the buyer was sent away), 'refused' (the link's filters cannot make a search), or a passing failure. */
type RecreateOutcome = 'done' | 'refused' | ApiError;

/** No reply, a timeout or a server failure: asking again may work. A 4xx is the service refusing the filters. */
const isPassingFailure = (error: ApiError) =>
  error.status === undefined || error.status >= 500 || error.status === 408 || error.status === 429;

/**
 * A results link whose session is unknown here (opened in another browser on the mock platform,
 * or expired): the same filters become a new session and the link's sid is replaced, keeping its
 * page and order. 'refused' when the link's filters are malformed or the service refuses them.
 */
function* recreateSession(sid: string, filters: string) {
  const decoded: FilterEntry[] | null = yield call(decodeSessionFilters, filters);
  if (!decoded) return 'refused';
  try {
    const language: Language = yield select(selectLanguage);
    const settings: CommunitySettings | null = yield select(selectCommunitySettings);
    // Chip labels never come from the link: they are rebuilt from the query and reference data.
    const orderedFilters: FilterEntry[] = yield call(labelLinkFilters, decoded, { language, variantId: settings?.variantId });
    const saved: SessionDto = yield call(saveSession, undefined, orderedFilters);
    const asked: ResultsQuery | null = yield select(selectResultsQuery);
    const query = asked?.sid === sid ? asked : { sid, ...RESULTS_DEFAULTS };
    // Marked first: a screen still on the old sid until the URL moves must not ask for it again.
    yield put(sessionRecreated({ from: sid, to: saved.sessionId }));
    yield call(navigateTo, resultsUrl({ ...query, sid: saved.sessionId }, filters), { replace: true });
    yield put(searchSessionLoaded({ session: { sessionId: saved.sessionId, orderedFilters: saved.orderedFilters ?? orderedFilters } }));
    return 'done';
  } catch (e) {
    const error = toApiError(e);
    const left: boolean = yield call(leaveIfNotAuthorised, error);
    if (left) return 'done';
    console.warn('A results link\'s search could not be created again', error);
    return isPassingFailure(error) ? error : 'refused';
  }
}

/** An in-my-supply-chain session names its organisation unit in the results title. */
function* resolveSourceName() {
  const unitId: number | null = yield select(selectSupplyChainUnitId);
  if (unitId === null) return;
  try {
    // The layer's entry, shared with the filters' unit picker: no second call when they have it.
    const units: OrganisationUnitDto[] = yield* readResource(myOrganisationUnits, {});
    const unit = units.find((u) => u.accountId === unitId);
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
