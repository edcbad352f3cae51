import { combineReducers, configureStore, type Reducer, type UnknownAction } from '@reduxjs/toolkit';
import createSagaMiddleware, { type Saga } from 'redux-saga';
import { sessionReducer } from '@/platform/session';
import { isReplayed } from '@/platform/async';
import { resourcesReducer } from '@/platform/resource';
import { filtersReducer } from '@/features/search/filters/filtersSlice';
import { searchSessionReducer } from '@/features/search/session/searchSessionSlice';
import { rootSaga } from './rootSaga';
import type { lateReducers } from './lateFeatures';

/** Reducers the first screen needs; a feature never imports another feature's slice. */
const coreReducers = {
  session: sessionReducer,
  // Every resource and mutation of every feature, in one mount (platform/resource).
  resources: resourcesReducer,
  searchFilters: filtersReducer,
  searchSession: searchSessionReducer,
};

type CoreState = { [K in keyof typeof coreReducers]: ReturnType<(typeof coreReducers)[K]> };
type LateState = { [K in keyof typeof lateReducers]: ReturnType<(typeof lateReducers)[K]> };
export type RootState = CoreState & LateState;

/** Actions replayed for late-loading sagas (platform/async/lazySaga) already changed the state once. */
function withReplayGuard(reducers: Record<string, Reducer>): Reducer<RootState, UnknownAction> {
  const combined = combineReducers(reducers) as unknown as Reducer<RootState, UnknownAction>;
  return (state, action) => (state !== undefined && isReplayed(action) ? state : combined(state, action));
}

/**
 * A real store with real sagas; tests build one with their own preloaded state. Reading
 * `lateFeaturesReady` brings the late features (lateFeatures.ts) in, if they are not on their way
 * already; it settles once they have joined. Screens that need them wait for it.
 */
export function makeStore(preloadedState?: Partial<RootState>) {
  const sagaMiddleware = createSagaMiddleware({
    onError: (error) => console.error('Unhandled saga error', error),
  });
  const store = configureStore({
    reducer: withReplayGuard(coreReducers),
    preloadedState: preloadedState as RootState | undefined,
    middleware: (getDefault) => getDefault({ thunk: false }).concat(sagaMiddleware),
  });
  const tasks = [sagaMiddleware.run(rootSaga)];
  let lateFeaturesLoaded = false;
  let stopped = false;
  let reducers: Record<string, Reducer> = { ...coreReducers };
  // Not with the store: on the landing their chunks would load and compile while its first render
  // does. Asked for by the screens that use them (LateFeaturesGate) or once the app is idle (AppRoot).
  let lateFeatures: Promise<void> | null = null;
  const loadLateFeatures = () =>
    (lateFeatures ??= import('./lateFeatures').then(
      ({ lateReducers, lateSaga }) => {
        if (stopped) return;
        reducers = { ...reducers, ...lateReducers };
        store.replaceReducer(withReplayGuard(reducers));
        tasks.push(sagaMiddleware.run(lateSaga));
        lateFeaturesLoaded = true;
      },
      (error: unknown) => {
        // Not remembered (offline, a deploy replaced the chunk): the next screen that asks tries again.
        lateFeatures = null;
        throw error;
      },
    ));
  /**
   * A route-level feature (the supplier profile) joins the store from its own chunk when its route
   * first renders: its state and sagas stay out of the landing's first load. Once per key.
   */
  const injectFeature = (key: string, reducer: Reducer, saga: Saga) => {
    if (key in reducers || stopped) return;
    reducers = { ...reducers, [key]: reducer };
    store.replaceReducer(withReplayGuard(reducers));
    tasks.push(sagaMiddleware.run(saga));
  };
  const hasFeature = (key: string) => key in reducers;
  /** Cancels every saga (pending debounces included): a test's store must not outlive its test. */
  const stopSagas = () => {
    stopped = true;
    tasks.forEach((task) => task.cancel());
  };
  type Extras = {
    lateFeaturesReady: Promise<void>;
    lateFeaturesLoaded: boolean;
    stopSagas: () => void;
    injectFeature: typeof injectFeature;
    hasFeature: typeof hasFeature;
  };
  return Object.defineProperties(store as typeof store & Extras, {
    lateFeaturesReady: { get: loadLateFeatures },
    injectFeature: { value: injectFeature },
    hasFeature: { value: hasFeature },
    lateFeaturesLoaded: { get: () => lateFeaturesLoaded },
    stopSagas: { value: stopSagas },
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
