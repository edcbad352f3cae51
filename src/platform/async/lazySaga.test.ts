import { describe, expect, it, vi } from 'vitest';
import { combineReducers, configureStore, createSlice } from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';
import { takeEvery, call } from 'redux-saga/effects';
import { awaitFirstContent, firstContentShown } from '../firstContent';
import { isReplayed, lazySaga } from './lazySaga';

describe('lazySaga', () => {
  it('with afterFirstContent, loads only once the first screen’s content has painted, and handles what came before', async () => {
    awaitFirstContent();
    const seen: string[] = [];
    const sagaMiddleware = createSagaMiddleware();
    const store = configureStore({ reducer: (state: null = null) => state, middleware: (d) => d({ thunk: false }).concat(sagaMiddleware) });
    const load = vi.fn(async () =>
      function* watcher() {
        yield takeEvery('search/asked', function* (action: { type: string; payload: string }) {
          yield call(() => seen.push(action.payload));
        });
      },
    );
    sagaMiddleware.run(lazySaga, load, (a: { type: string }) => a.type.startsWith('search/'), { afterFirstContent: true });
    store.dispatch({ type: 'search/asked', payload: 'early' });
    await new Promise((r) => setTimeout(r, 0));
    expect(load).not.toHaveBeenCalled();

    firstContentShown();
    await vi.waitFor(() => expect(seen).toEqual(['early']));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('hands actions dispatched while the chunk loads to the watchers, without re-running reducers', async () => {
    const counter = createSlice({
      name: 'counter',
      initialState: { n: 0 },
      reducers: { bumped: (s) => void (s.n += 1) },
    });
    const seen: number[] = [];
    let release!: () => void;
    const loaded = new Promise<void>((resolve) => (release = resolve));
    const combined = combineReducers({ counter: counter.reducer });
    type State = ReturnType<typeof combined>;
    const reducer = (state: State | undefined, action: { type: string }): State =>
      state && isReplayed(action) ? state : combined(state, action);
    const sagaMiddleware = createSagaMiddleware();
    const store = configureStore({ reducer, middleware: (d) => d({ thunk: false }).concat(sagaMiddleware) });
    sagaMiddleware.run(lazySaga, async () => {
      await loaded;
      return function* watcher() {
        yield takeEvery(counter.actions.bumped.type, function* () {
          yield call(() => seen.push(seen.length + 1));
        });
      };
    }, (a: { type: string }) => a.type.startsWith('counter/'));

    store.dispatch(counter.actions.bumped());
    store.dispatch(counter.actions.bumped());
    expect(store.getState().counter.n).toBe(2);
    release();
    await new Promise((r) => setTimeout(r, 0));
    expect(seen).toEqual([1, 2]);
    store.dispatch(counter.actions.bumped());
    expect(seen).toEqual([1, 2, 3]);
    expect(store.getState().counter.n).toBe(3);
  });

  it('survives a chunk that fails to load: the next action imports it again and is handled', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const seen: string[] = [];
    const sagaMiddleware = createSagaMiddleware();
    const store = configureStore({
      reducer: (state: null = null) => state,
      middleware: (d) => d({ thunk: false }).concat(sagaMiddleware),
    });
    const load = vi
      .fn<() => Promise<() => Generator>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue(function* watcher() {
        yield takeEvery('feature/asked', function* (action: { type: string; payload: string }) {
          yield call(() => seen.push(action.payload));
        });
      });
    const task = sagaMiddleware.run(lazySaga, load, (a: { type: string }) => a.type.startsWith('feature/'));
    store.dispatch({ type: 'feature/asked', payload: 'before the failure' });
    await new Promise((r) => setTimeout(r, 0));
    expect(task.isRunning()).toBe(true);
    expect(warn).toHaveBeenCalled();
    store.dispatch({ type: 'feature/asked', payload: 'again' });
    await new Promise((r) => setTimeout(r, 0));
    expect(load).toHaveBeenCalledTimes(2);
    expect(seen).toEqual(['again']);
    store.dispatch({ type: 'feature/asked', payload: 'later' });
    expect(seen).toEqual(['again', 'later']);
    warn.mockRestore();
  });
});
