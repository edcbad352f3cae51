import type { Action, UnknownAction } from '@reduxjs/toolkit';
import { buffers, type Channel } from 'redux-saga';
import { actionChannel, call, flush, fork } from 'redux-saga/effects';
import { filtersValidated, searchSessionLoaded, sessionRequested } from '../contract';

/** The contract events this half reacts to, besides its own `searchSession/…` actions. */
const CONTRACT_EVENTS: ReadonlySet<string> = new Set([filtersValidated.type, sessionRequested.type, searchSessionLoaded.type]);
const isOurs = (action: Action) =>
  typeof action.type === 'string' && (action.type.startsWith('searchSession/') || CONTRACT_EVENTS.has(action.type));

const loadWorkers = () => import('./searchSessionWorkers');

/**
 * The session half's sagas live in their own chunk so they stay out of the landing route's
 * first load (bundle budget). Actions dispatched while it loads are buffered, not lost.
 */
export function* searchSessionSaga() {
  const early: Channel<UnknownAction> = yield actionChannel(isOurs, buffers.expanding<UnknownAction>(16));
  const workers: Awaited<ReturnType<typeof loadWorkers>> = yield call(loadWorkers);
  const pending: UnknownAction[] = yield flush(early);
  early.close();
  yield fork(workers.runSearchSession, pending);
}
