import { all, fork } from 'redux-saga/effects';
import { segmentsReducer } from '@/features/segments/segmentsSlice';
import { inviteReducer } from '@/features/invite/inviteSlice';
import { exportResultsReducer } from '@/features/exportResults/exportResultsSlice';
import { segmentsSaga } from '@/features/segments/segmentsSaga';
import { inviteSaga } from '@/features/invite/inviteSaga';
import { exportResultsSaga } from '@/features/exportResults/exportResultsSaga';

/**
 * Features that act on results (export, segments, invite): never needed for the landing page's
 * first paint, so their state and sagas arrive in their own chunk right after start-up.
 */
export const lateReducers = {
  segments: segmentsReducer,
  invite: inviteReducer,
  exportResults: exportResultsReducer,
};

export function* lateSaga() {
  yield all([fork(segmentsSaga), fork(inviteSaga), fork(exportResultsSaga)]);
}
