import { createAction, createReducer } from '@reduxjs/toolkit';
import type { ApiError } from '@/platform/http';
import type { UdfSavedValue } from '@/services/udf/types';
import type { ProfileRoot } from '../../profileRoot';

/**
 * Saving one section's custom fields (spec 02 §4 "Custom fields"). `saved` returns the section to
 * view; `failed` keeps it in edit with every value the buyer chose.
 */
export interface CustomFieldsEditorState {
  sectionId: number | null;
  status: 'idle' | 'saving' | 'saved' | 'failed';
  error: ApiError | null;
}

export interface SaveMessages {
  saved: string;
  failed: string;
}

export const customFieldsEditReset = createAction('supplierProfile/customFields/editReset');
export const customFieldsSaveRequested = createAction<{
  key: string; supplierId: number; sectionId: number; values: UdfSavedValue[]; messages: SaveMessages;
}>('supplierProfile/customFields/saveRequested');
export const customFieldsSaved = createAction<{ sectionId: number }>('supplierProfile/customFields/saved');
export const customFieldsSaveFailed = createAction<{ sectionId: number; error: ApiError }>('supplierProfile/customFields/saveFailed');

const initial: CustomFieldsEditorState = { sectionId: null, status: 'idle', error: null };

export const customFieldsEditorReducer = createReducer(initial, (builder) => {
  builder
    .addCase(customFieldsEditReset, () => initial)
    .addCase(customFieldsSaveRequested, (_, { payload }) => ({ sectionId: payload.sectionId, status: 'saving', error: null }))
    .addCase(customFieldsSaved, (_, { payload }) => ({ sectionId: payload.sectionId, status: 'saved', error: null }))
    .addCase(customFieldsSaveFailed, (_, { payload }) => ({ sectionId: payload.sectionId, status: 'failed', error: payload.error }));
});

export const selectCustomFieldsEditor = (root: ProfileRoot) => root.supplierProfile.customFieldsEditor;
