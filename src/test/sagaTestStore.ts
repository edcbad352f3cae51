import { combineReducers, configureStore, type Reducer } from '@reduxjs/toolkit';
import createSagaMiddleware, { type Saga, type Task } from 'redux-saga';
import { configureClients } from '@/platform/http';
import { resolveLocalSession } from '@/platform/auth/localSession';
import type { PersonaId } from '@/platform/auth/personas';
import { mockTokenFor } from '@/platform/auth/mockToken';
import { sessionReducer, type SessionState } from '@/platform/session';
import { resourcesReducer, resourcesSaga, type ResourcesState } from '@/platform/resource';
import type { AppConfig } from '@/platform/config/types';
import { testConfig } from './testConfig';
import { trackTestStore } from './liveStores';

interface Options<R extends Record<string, Reducer>> {
  /** Slices besides `session`, which is always there. */
  reducers?: R;
  persona?: PersonaId;
  config?: AppConfig;
}

/**
 * A minimal real store for platform pieces: the session of a persona, the resource layer, the given
 * slices and redux-saga, with the HTTP clients pointed at msw/node. `run` starts a saga; all stop after the test.
 */
export function makeSagaTestStore<R extends Record<string, Reducer>>({ reducers, persona, config = testConfig() }: Options<R> = {}) {
  const session = resolveLocalSession(config, { persona, flags: {} });
  // The language is read at each call, as in the app: a languagePicked action applies to the next request.
  const getLanguage = () => store.getState().session.language;
  configureClients({ urls: config.services, getToken: async () => mockTokenFor(session.identity), onUnauthorized: () => undefined, getLanguage });
  const sagaMiddleware = createSagaMiddleware();
  type State = { session: SessionState; resources: ResourcesState } & { [K in keyof R]: ReturnType<R[K]> };
  const reducer = combineReducers({ session: sessionReducer, resources: resourcesReducer, ...reducers }) as unknown as Reducer<State>;
  const store = configureStore({
    reducer,
    preloadedState: { session } as State,
    middleware: (getDefault) => getDefault({ thunk: false }).concat(sagaMiddleware),
  });
  // The one resource layer serves every saga under test, as in the app.
  const tasks: Task[] = [sagaMiddleware.run(resourcesSaga)];
  trackTestStore({ stopSagas: () => tasks.forEach((task) => task.cancel()) });
  return Object.assign(store, {
    run: <S extends Saga>(saga: S, ...args: Parameters<S>) => {
      const task = sagaMiddleware.run(saga, ...args);
      tasks.push(task);
      return task;
    },
  });
}
