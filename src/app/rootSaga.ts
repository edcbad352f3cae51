import { all, fork } from 'redux-saga/effects';
import { resourcesSaga } from '@/platform/resource';
import { shellSaga } from './shell/shellSaga';
import { filtersSaga } from '@/features/search/filters/filtersSaga';
import { searchSessionSaga } from '@/features/search/session/searchSessionSaga';

/** Sagas of the first screen, forked once; the late features' sagas start in store.ts. */
export function* rootSaga() {
  yield all([fork(resourcesSaga), fork(shellSaga), fork(filtersSaga), fork(searchSessionSaga)]);
}
