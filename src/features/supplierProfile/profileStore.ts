import { combineReducers, type Reducer } from '@reduxjs/toolkit';
import { all, fork } from 'redux-saga/effects';
import { detailsReducer } from './detailsPatched';
import { publicProfileLookup } from './publicProfileLookup';
import { supplierDetails } from './supplierDetails';
import type { ProfileState } from './profileRoot';
import { notesResource } from './tabs/notes/notesResource';
import { noteEditorReducer } from './tabs/notes/noteEditorSlice';
import { notesSaga } from './tabs/notes/notesSaga';
import { customFieldsResource } from './tabs/customFields/customFieldsResource';
import { customFieldsEditorReducer } from './tabs/customFields/customFieldsEditorSlice';
import { customFieldsSaga } from './tabs/customFields/customFieldsSaga';
import { remindersResource } from './tabs/reminderHistory/remindersResource';
import { consultNoticesResource, issueReportTokenResource } from './tabs/issues/issuesResources';

/**
 * The profile feature's reducer and sagas, injected into the store by the profile route
 * (app/routes/ProfileRoute.tsx). A tab adds its keyed resource here: its reducer under its own key
 * (and the key's type in ProfileState), its saga in profileSaga.
 */
export const profileReducer: Reducer<ProfileState> = combineReducers({
  details: detailsReducer,
  publicLookup: publicProfileLookup.reducer,
  notes: notesResource.reducer,
  noteEditor: noteEditorReducer,
  customFields: customFieldsResource.reducer,
  customFieldsEditor: customFieldsEditorReducer,
  reminders: remindersResource.reducer,
  consultNotices: consultNoticesResource.reducer,
  issueReportToken: issueReportTokenResource.reducer,
});

export function* profileSaga() {
  yield all([
    fork(supplierDetails.saga),
    fork(publicProfileLookup.saga),
    // Notes, custom fields, reminder history, issues (p14-notes)
    fork(notesSaga),
    fork(customFieldsSaga),
    fork(remindersResource.saga),
    fork(consultNoticesResource.saga),
    fork(issueReportTokenResource.saga),
  ]);
}
