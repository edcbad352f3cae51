import { combineReducers, type Reducer } from '@reduxjs/toolkit';
import { all, fork } from 'redux-saga/effects';
import { profileActionsReducer } from './profileActionsSlice';
import { profileActionsSaga } from './profileActionsSaga';
import { prefetchGoalsSaga } from './tabs/overview/prefetchGoals';
import type { ProfileState } from './profileRoot';
import { customFieldsEditorReducer } from './tabs/customFields/customFieldsEditorSlice';
import { customFieldsSaga } from './tabs/customFields/customFieldsSaga';
import { documentsReducer, documentsSaga } from './tabs/documents/documentsStore';

/**
 * The profile feature's own state and sagas, injected into the store by the profile route
 * (app/routes/ProfileRoute.tsx): the forms' submit states and the orchestration. Its reads are
 * resources (platform/resource): a tab adds none here.
 */
export const profileReducer: Reducer<ProfileState> = combineReducers({
  actions: profileActionsReducer,
  customFieldsEditor: customFieldsEditorReducer,
  documents: documentsReducer,
});

export function* profileSaga() {
  yield all([fork(prefetchGoalsSaga), fork(profileActionsSaga), fork(customFieldsSaga), fork(documentsSaga)]);
}
