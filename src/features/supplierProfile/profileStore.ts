import { combineReducers, type Reducer } from '@reduxjs/toolkit';
import { all, fork } from 'redux-saga/effects';
import { detailsReducer } from './detailsPatched';
import { publicProfileLookup } from './publicProfileLookup';
import { supplierDetails } from './supplierDetails';
import type { ProfileState } from './profileRoot';
import { documentsReducer, documentsSaga } from './tabs/documents/documentsStore';

/**
 * The profile feature's reducer and sagas, injected into the store by the profile route
 * (app/routes/ProfileRoute.tsx). A tab adds its keyed resource here: its reducer under its own key
 * (and the key's type in ProfileState), its saga in profileSaga.
 */
export const profileReducer: Reducer<ProfileState> = combineReducers({
  details: detailsReducer,
  publicLookup: publicProfileLookup.reducer,
  documents: documentsReducer,
});

export function* profileSaga() {
  yield all([fork(supplierDetails.saga), fork(publicProfileLookup.saga), fork(documentsSaga)]);
}
