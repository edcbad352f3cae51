import type { Reducer } from '@reduxjs/toolkit';
import { all, fork } from 'redux-saga/effects';
import { profileActionsSaga } from './profileActionsSaga';
import { prefetchGoalsSaga } from './tabs/overview/prefetchGoals';
import type { ProfileState } from './profileRoot';
import { documentsSaga } from './tabs/documents/documentsSaga';

/**
 * The profile feature's sagas, injected into the store by the profile route
 * (app/routes/ProfileRoute.tsx): its orchestration only (downloads, the invite hand-off, the goals
 * prefetch). Its reads and its forms' submits are resources and mutations (platform/resource): a
 * tab adds nothing here, and the profile holds no state of its own.
 */
export const profileReducer: Reducer<ProfileState> = (state = {}) => state;

export function* profileSaga() {
  yield all([fork(prefetchGoalsSaga), fork(profileActionsSaga), fork(documentsSaga)]);
}
