import { combineReducers } from '@reduxjs/toolkit';
import type { KeyedState } from '@/platform/async';
import type { DocumentPageDto, DocumentTagDto } from '@/services/documents/types';
import { documentFilterTags, documentTypes, internalUploads, supplierUploads } from './documentsResources';
import { documentActionsReducer, type DocumentActionsState } from './documentsSlice';

/** The Documents tab's part of the profile store (ProfileState.documents). */
export interface DocumentsState {
  supplierUploads: KeyedState<DocumentPageDto>;
  internalUploads: KeyedState<DocumentPageDto>;
  filterTags: KeyedState<DocumentTagDto[]>;
  types: KeyedState<DocumentTagDto[]>;
  actions: DocumentActionsState;
}

export const documentsReducer = combineReducers({
  supplierUploads: supplierUploads.reducer,
  internalUploads: internalUploads.reducer,
  filterTags: documentFilterTags.reducer,
  types: documentTypes.reducer,
  actions: documentActionsReducer,
});

export { documentsSaga } from './documentsSaga';
