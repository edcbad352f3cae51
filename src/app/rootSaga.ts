import { all, fork } from 'redux-saga/effects';
import { shellSaga } from './shell/shellSaga';
import { filtersSaga } from '@/features/search/filters/filtersSaga';
import { searchSessionSaga } from '@/features/search/session/searchSessionSaga';
import { segmentsSaga } from '@/features/segments/segmentsSaga';
import { inviteSaga } from '@/features/invite/inviteSaga';
import { exportResultsSaga } from '@/features/exportResults/exportResultsSaga';

/** Every feature saga, forked once. */
export function* rootSaga() {
  yield all([
    fork(shellSaga),
    fork(filtersSaga),
    fork(searchSessionSaga),
    fork(segmentsSaga),
    fork(inviteSaga),
    fork(exportResultsSaga),
  ]);
}
