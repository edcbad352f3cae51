import { createAction, createReducer, type Reducer } from '@reduxjs/toolkit';
import type { Task } from 'redux-saga';
import { call, cancel, fork, put, select, take } from 'redux-saga/effects';
import { failureOf } from '../auth/leaveIfNotAuthorised';
import type { ApiError } from '../http/ApiError';
import { abortable } from './abortable';
import { finishFailed, finishLoaded, initAsync, needsLoad, newRequestId, startLoading, type AsyncState } from './asyncState';

export type ResourceKey = string | number;
/** One AsyncState per key (e.g. per supplierId); a key never asked for reads as init. */
export type KeyedState<Data> = Record<string, AsyncState<Data>>;

export interface KeyedResourceOptions<Key extends ResourceKey, Data, Root> {
  /** Action type prefix; start it with the feature's prefix so the feature's lazySaga buffers it. */
  name: string;
  /** The service call; the signal aborts it when a newer request for the same key replaces it. */
  load: (key: Key, signal: AbortSignal) => Promise<Data>;
  /** Where the feature mounted `reducer` in the store. */
  selectState: (root: Root) => KeyedState<Data>;
}

const INIT = initAsync<never>();

/**
 * A remote resource held per key, so a screen keyed by id (a profile tab per supplierId) needs no
 * hand-written reducers: the slice (requested → started → loaded | failed, stale replies ignored by
 * request id), a selector per key and one saga. The saga is takeLatest per key — a newer request for
 * supplier A aborts A's older one and never touches B's — and turns failures into ApiError values
 * after the not-authorised rule. Hooks: platform/async/useKeyedResource.
 */
export function createKeyedResource<Key extends ResourceKey, Data, Root = unknown>({
  name,
  load,
  selectState,
}: KeyedResourceOptions<Key, Data, Root>) {
  /** A screen needs the key's data: loads when init or error, or always with `reload`. */
  const requested = createAction<{ key: Key; reload?: boolean }>(`${name}/requested`);
  const started = createAction<{ key: Key; requestId: number }>(`${name}/started`);
  const loaded = createAction<{ key: Key; requestId: number; data: Data }>(`${name}/loaded`);
  const failed = createAction<{ key: Key; requestId: number; error: ApiError }>(`${name}/failed`);

  const reducer: Reducer<KeyedState<Data>> = createReducer({} as KeyedState<Data>, (builder) => {
    builder
      .addCase(started, (state, { payload }) => {
        const entry = (state[String(payload.key)] ??= initAsync()) as AsyncState<Data>;
        startLoading(entry, payload.requestId);
      })
      .addCase(loaded, (state, { payload }) => {
        const entry = state[String(payload.key)] as AsyncState<Data> | undefined;
        if (entry) finishLoaded(entry, payload.data, payload.requestId);
      })
      .addCase(failed, (state, { payload }) => {
        const entry = state[String(payload.key)] as AsyncState<Data> | undefined;
        if (entry) finishFailed(entry, payload.error, payload.requestId);
      });
  });

  const selectFor =
    (key: Key | null | undefined) =>
    (root: Root): AsyncState<Data> =>
      (key === null || key === undefined ? undefined : selectState(root)[String(key)]) ?? INIT;

  function* loadKey(key: Key, requestId: number) {
    try {
      const data: Data = yield call(abortable, (signal) => load(key, signal));
      yield put(loaded({ key, requestId, data }));
    } catch (caught) {
      const error: ApiError = yield call(failureOf, caught);
      yield put(failed({ key, requestId, error }));
    }
  }

  function* saga() {
    const running = new Map<string, Task>();
    while (true) {
      const { payload }: ReturnType<typeof requested> = yield take(requested.type);
      const current: AsyncState<Data> = yield select(selectFor(payload.key));
      // A second screen asking for what is loading or loaded joins it rather than restarting it.
      if (!payload.reload && !needsLoad(current)) continue;
      const id = String(payload.key);
      const previous = running.get(id);
      if (previous?.isRunning()) yield cancel(previous);
      // Only running loads need their task kept: a buyer opening hundreds of suppliers in one
      // visit would otherwise keep every finished task alive.
      for (const [key, task] of running) if (!task.isRunning()) running.delete(key);
      const requestId = newRequestId();
      yield put(started({ key: payload.key, requestId }));
      running.set(id, yield fork(loadKey, payload.key, requestId));
    }
  }

  return { name, actions: { requested, started, loaded, failed }, reducer, selectFor, saga };
}

export type KeyedResource<Key extends ResourceKey, Data, Root = unknown> = ReturnType<typeof createKeyedResource<Key, Data, Root>>;
