import { all, fork } from 'redux-saga/effects';
import { shellSaga } from './shell/shellSaga';

/** Every feature saga, forked once. */
export function* rootSaga() {
  yield all([fork(shellSaga)]);
}
