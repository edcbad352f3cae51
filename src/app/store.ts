import { combineReducers, configureStore } from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';
import { sessionReducer } from '@/platform/session';
import { shellReducer } from './shell/shellSlice';
import { filtersReducer } from '@/features/search/filters/filtersSlice';
import { searchSessionReducer } from '@/features/search/session/searchSessionSlice';
import { segmentsReducer } from '@/features/segments/segmentsSlice';
import { inviteReducer } from '@/features/invite/inviteSlice';
import { exportResultsReducer } from '@/features/exportResults/exportResultsSlice';
import { rootSaga } from './rootSaga';

/** Feature reducers register here; a feature never imports another feature's slice. */
export const rootReducer = combineReducers({
  session: sessionReducer,
  shell: shellReducer,
  searchFilters: filtersReducer,
  searchSession: searchSessionReducer,
  segments: segmentsReducer,
  invite: inviteReducer,
  exportResults: exportResultsReducer,
});

export type RootState = ReturnType<typeof rootReducer>;

/** A real store with real sagas; tests build one with their own preloaded state. */
export function makeStore(preloadedState?: Partial<RootState>) {
  const sagaMiddleware = createSagaMiddleware({
    onError: (error) => console.error('Unhandled saga error', error),
  });
  const store = configureStore({
    reducer: rootReducer,
    preloadedState: preloadedState as RootState | undefined,
    middleware: (getDefault) => getDefault({ thunk: false }).concat(sagaMiddleware),
  });
  sagaMiddleware.run(rootSaga);
  return store;
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
