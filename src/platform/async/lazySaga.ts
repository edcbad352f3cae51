import type { Action, UnknownAction } from '@reduxjs/toolkit';
import { buffers, type Channel, type Saga } from 'redux-saga';
import { actionChannel, call, flush, fork, put } from 'redux-saga/effects';

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

/**
 * Runs a feature's sagas from their own chunk, keeping them out of the first page load. Actions the
 * feature cares about that arrive while the chunk loads are buffered, then replayed to its watchers
 * in order once they run — nothing is lost.
 */
export function* lazySaga(load: () => Promise<Saga>, isOurs: (action: Action) => boolean) {
  const early: Channel<UnknownAction> = yield actionChannel(isOurs, buffers.expanding<UnknownAction>(16));
  const saga: Saga = yield call(load);
  yield fork(saga);
  const pending: UnknownAction[] = yield flush(early);
  early.close();
  for (const action of pending) yield put(replayed(action));
}
