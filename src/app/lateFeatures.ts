import { all, fork } from 'redux-saga/effects';
import { inviteReducer } from '@/features/invite/inviteSlice';
import { exportResultsReducer } from '@/features/exportResults/exportResultsSlice';
import { inviteSaga } from '@/features/invite/inviteSaga';
import { exportResultsSaga } from '@/features/exportResults/exportResultsSaga';

/**
 * Features that act on results (export, invite): never needed for the landing page's
 * first paint, so their state and sagas arrive in their own chunk right after start-up.
 */
export const lateReducers = {
  invite: inviteReducer,
  exportResults: exportResultsReducer,
};

export function* lateSaga() {
  yield all([fork(inviteSaga), fork(exportResultsSaga)]);
}
