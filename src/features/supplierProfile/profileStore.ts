import { combineReducers, type Reducer } from '@reduxjs/toolkit';
import { all, fork } from 'redux-saga/effects';
import { detailsReducer } from './detailsPatched';
import { profileActionsReducer } from './profileActionsSlice';
import { profileActionsSaga } from './profileActionsSaga';
import { publicProfileLookup } from './publicProfileLookup';
import {
  areasOfOperation, certificates, covidQuestionnaire, insurances, myUnits, offPlatformCompany, supplierLogo, supplierReference, suspendedUnits,
} from './resources';
import { supplierDetails } from './supplierDetails';
import { supplierContacts } from './tabs/contacts/contactsResource';
import { supplierLocations } from './tabs/locations/locationsResource';
import { supplierGoals } from './tabs/overview/goalsResource';
import { prefetchGoalsSaga } from './tabs/overview/prefetchGoals';
import type { ProfileState } from './profileRoot';
import { notesResource } from './tabs/notes/notesResource';
import { noteEditorReducer } from './tabs/notes/noteEditorSlice';
import { notesSaga } from './tabs/notes/notesSaga';
import { customFieldsResource } from './tabs/customFields/customFieldsResource';
import { customFieldsEditorReducer } from './tabs/customFields/customFieldsEditorSlice';
import { customFieldsSaga } from './tabs/customFields/customFieldsSaga';
import { remindersResource } from './tabs/reminderHistory/remindersResource';
import { consultNoticesResource, issueReportTokenResource } from './tabs/issues/issuesResources';
import { documentsReducer, documentsSaga } from './tabs/documents/documentsStore';
import { riskReducer, riskSaga } from './risk/riskStore';

/**
 * The profile feature's reducer and sagas, injected into the store by the profile route
 * (app/routes/ProfileRoute.tsx). A tab adds its keyed resource here: its reducer under its own key
 * (and the key's type in ProfileState), its saga in profileSaga.
 */
export const profileReducer: Reducer<ProfileState> = combineReducers({
  details: detailsReducer,
  publicLookup: publicProfileLookup.reducer,
  contacts: supplierContacts.reducer,
  locations: supplierLocations.reducer,
  goals: supplierGoals.reducer,
  reference: supplierReference.reducer,
  suspendedUnits: suspendedUnits.reducer,
  myUnits: myUnits.reducer,
  certificates: certificates.reducer,
  areasOfOperation: areasOfOperation.reducer,
  insurances: insurances.reducer,
  covid: covidQuestionnaire.reducer,
  offPlatform: offPlatformCompany.reducer,
  logo: supplierLogo.reducer,
  actions: profileActionsReducer,
  notes: notesResource.reducer,
  noteEditor: noteEditorReducer,
  customFields: customFieldsResource.reducer,
  customFieldsEditor: customFieldsEditorReducer,
  reminders: remindersResource.reducer,
  consultNotices: consultNoticesResource.reducer,
  issueReportToken: issueReportTokenResource.reducer,
  documents: documentsReducer,
  risk: riskReducer,
});

export function* profileSaga() {
  yield all([
    fork(supplierDetails.saga),
    fork(publicProfileLookup.saga),
    fork(prefetchGoalsSaga),
    ...[supplierContacts, supplierLocations, supplierGoals, supplierReference, suspendedUnits, myUnits, certificates, areasOfOperation, insurances, covidQuestionnaire, offPlatformCompany, supplierLogo].map(
      (resource) => fork(resource.saga),
    ),
    fork(profileActionsSaga),
    // Notes, custom fields, reminder history, issues (p14-notes)
    fork(notesSaga),
    fork(customFieldsSaga),
    fork(remindersResource.saga),
    fork(consultNoticesResource.saga),
    fork(issueReportTokenResource.saga),
    fork(documentsSaga),
    fork(riskSaga),
  ]);
}
