import type { Action, UnknownAction } from '@reduxjs/toolkit';
import { buffers, type Channel, type Saga } from 'redux-saga';
import { actionChannel, call, flush, fork, put, take } from 'redux-saga/effects';
import { afterFirstContent, isFirstContentShown } from '../firstContent';

/**
 * Marks an action re-dispatched for sagas that loaded late. The root reducer ignores such
 * actions (their state change already happened), so only the saga watchers see them again.
 */
export const REPLAY_META = 'sagaReplay';

export const isReplayed = (action: unknown): boolean =>
  typeof action === 'object' && action !== null && (action as { meta?: Record<string, unknown> }).meta?.[REPLAY_META] === true;

const replayed = (action: UnknownAction): UnknownAction => ({
  ...action,
  meta: { ...((action as { meta?: object }).meta ?? {}), [REPLAY_META]: true },
});

export interface LazySagaOptions {
  /**
   * Load only once the first screen's main content has painted (platform/firstContent): a feature
   * the first screen may not use (search on a supplier deep link) stays out of its way.
   */
  afterFirstContent?: boolean;
}

const firstContentPainted = () => new Promise<void>((resolve) => afterFirstContent(resolve));

/**
 * Runs a feature's sagas from their own chunk, keeping them out of the first page load. Actions the
 * feature cares about that arrive while the chunk loads are buffered, then replayed to its watchers
 * in order once they run — nothing is lost.
 *
 * A chunk that fails to load (offline, a deploy replaced it) no longer ends the saga, and with it the
 * root saga and every feature: the buyer's next action for the feature imports it again, and is
 * replayed once it arrives. What was asked before the failure is dropped with a warning (it may be long stale).
 */
export function* lazySaga(load: () => Promise<Saga>, isOurs: (action: Action) => boolean, options: LazySagaOptions = {}) {
  const early: Channel<UnknownAction> = yield actionChannel(isOurs, buffers.expanding<UnknownAction>(16));
  if (options.afterFirstContent && !isFirstContentShown()) yield call(firstContentPainted);
  let retryWith: UnknownAction[] = [];
  let saga: Saga | null = null;
  while (!saga) {
    try {
      saga = (yield call(load)) as Saga;
    } catch (error) {
      console.warn('A feature could not load its code; the next action for it tries again.', error);
      yield flush(early);
      retryWith = [(yield take(early)) as UnknownAction];
    }
  }
  yield fork(saga);
  const pending: UnknownAction[] = yield flush(early);
  early.close();
  for (const action of [...retryWith, ...pending]) yield put(replayed(action));
}
