import { all, fork } from 'redux-saga/effects';
import { shellSaga } from './shell/shellSaga';
import { filtersSaga } from '@/features/search/filters/filtersSaga';
import { searchSessionSaga } from '@/features/search/session/searchSessionSaga';

/** Every feature saga, forked once. */
export function* rootSaga() {
  yield all([fork(shellSaga), fork(filtersSaga), fork(searchSessionSaga)]);
}
