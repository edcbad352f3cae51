import { call, put, select, takeLatest } from 'redux-saga/effects';
import { abortable, type AsyncState } from '@/platform/async';
import { toApiError } from '@/platform/http';
import { navigateTo } from '@/platform/router';
import { languagePicked } from '@/platform/session';
import { getSearchResults } from '@/services/search/searchService';
import type { SearchResultsResponse } from '@/services/search/types';
import { leaveIfNotAuthorised } from '@/platform/auth/leaveIfNotAuthorised';
import { apiQuery, changedQuery, type ResultsQuery } from './resultsQuery';
import {
  pageChanged, pageSizeChanged, randomised, resultsLoaded, resultsLoadFailed, resultsRequested, resultsRetried,
  resultsSorted,
} from './resultsSlice';
import { resultsUrl } from './routes';
import { packedSessionFilters } from './resultsLink';
import type { SessionSummary } from './searchSessionSlice';
import { selectResults, selectResultsQuery, selectSessionState } from './selectors';

/** A seed for random order; kept in the URL so a reload shows the same shuffle. */
export const randomSeed = () => String(Math.floor(Math.random() * 1_000_000_000));

function* loadResults({ payload }: ReturnType<typeof resultsRequested>) {
  try {
    const { sid } = payload.query;
    const response: SearchResultsResponse = yield call(abortable, (signal) =>
      getSearchResults(sid, apiQuery(payload.query), signal),
    );
    yield put(resultsLoaded({ response, requestId: payload.requestId }));
  } catch (e) {
    const error = toApiError(e);
    const left: boolean = yield call(leaveIfNotAuthorised, error);
    if (left) return;
    yield put(resultsLoadFailed({ error, requestId: payload.requestId }));
  }
}

/**
 * Sorting, paging and Randomise change the URL, which the results screen turns into a request.
 * The request goes out first: the screen then finds the URL's rows already on their way instead of
 * asking only after re-rendering for the new URL.
 */
function* goTo(change: (query: ResultsQuery) => ResultsQuery) {
  const query: ResultsQuery | null = yield select(selectResultsQuery);
  if (!query) return;
  const next = change(query);
  // The link keeps carrying the session's filters (f=) whatever the page or order. Not waited for:
  // between the request and the URL change the screen would ask for the old rows. The page packed
  // them when the session loaded, and adds them itself if they were not ready.
  const session: AsyncState<SessionSummary> = yield select(selectSessionState);
  const filters = session.data?.sessionId === next.sid ? packedSessionFilters(session.data.orderedFilters) : null;
  yield put(resultsRequested(next));
  yield call(navigateTo, resultsUrl(next, filters));
}

function* onSorted({ payload }: ReturnType<typeof resultsSorted>) {
  yield* goTo((q) => changedQuery(q, payload));
}

function* onPageChanged({ payload }: ReturnType<typeof pageChanged>) {
  yield* goTo((q) => changedQuery(q, { page: payload }));
}

function* onPageSizeChanged({ payload }: ReturnType<typeof pageSizeChanged>) {
  yield* goTo((q) => changedQuery(q, { pageSize: payload }));
}

function* onRandomised() {
  const seed: string = yield call(randomSeed);
  // Spec 01 §4: Randomise is always a new shuffle from page 1, even when the order is already random.
  yield* goTo((q) => ({ ...changedQuery(q, { sortOrder: 'random', page: 1 }), seed }));
}

function* onRetried() {
  const query: ResultsQuery | null = yield select(selectResultsQuery);
  if (query) yield put(resultsRequested(query));
}

/**
 * Rows name company sizes and levels in the buyer's language: shown rows are asked for again in a new
 * one. Rows still on their way were asked for in the old language, so they are asked for again too
 * (takeLatest cancels the older request).
 */
function* onLanguagePicked() {
  const results: AsyncState<SearchResultsResponse> = yield select(selectResults);
  const query: ResultsQuery | null = yield select(selectResultsQuery);
  if (query && results.status !== 'init') yield put(resultsRequested(query));
}

export function* resultsSaga() {
  // The latest query wins: an older, slower reply is cancelled (and ignored by requestId anyway).
  yield takeLatest(resultsRequested.type, loadResults);
  yield takeLatest(resultsSorted.type, onSorted);
  yield takeLatest(pageChanged.type, onPageChanged);
  yield takeLatest(pageSizeChanged.type, onPageSizeChanged);
  yield takeLatest(randomised.type, onRandomised);
  yield takeLatest(resultsRetried.type, onRetried);
  yield takeLatest(languagePicked.type, onLanguagePicked);
}
