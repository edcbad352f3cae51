import { combineReducers } from '@reduxjs/toolkit';
import { documentActionsReducer, type DocumentActionsState } from './documentsSlice';

/** The Documents tab's own state (ProfileState.documents): its uploads, removals and downloads. */
export interface DocumentsState {
  actions: DocumentActionsState;
}

export const documentsReducer = combineReducers({ actions: documentActionsReducer });

export { documentsSaga } from './documentsSaga';
