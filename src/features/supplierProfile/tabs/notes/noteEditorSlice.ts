import { createAction, createReducer } from '@reduxjs/toolkit';
import type { ApiError } from '@/platform/http';
import type { ProfileRoot } from '../../profileRoot';

/** What the note modal sends: no id adds a note, an id edits that note. */
export interface NoteDraft {
  id?: number;
  title: string;
  description: string;
}

/**
 * The note modal's save and remove (spec 02 §4 "Notes"): one at a time. `saved` / `removed` tell
 * the screen to close the modal and go to page 1; `saveFailed` / `removeFailed` keep it open.
 */
export type NoteEditorStatus = 'idle' | 'saving' | 'saved' | 'saveFailed' | 'removing' | 'removed' | 'removeFailed';

export interface NoteEditorState {
  status: NoteEditorStatus;
  error: ApiError | null;
}

export const noteEditorReset = createAction('supplierProfile/noteEditor/reset');
export const noteSaveRequested = createAction<{ supplierId: number; pageSize: number; draft: NoteDraft; savedMessage: string }>(
  'supplierProfile/noteEditor/saveRequested',
);
export const noteSaved = createAction('supplierProfile/noteEditor/saved');
export const noteSaveFailed = createAction<{ error: ApiError }>('supplierProfile/noteEditor/saveFailed');
export const noteRemoveRequested = createAction<{ supplierId: number; pageSize: number; id: number; removedMessage: string }>(
  'supplierProfile/noteEditor/removeRequested',
);
export const noteRemoved = createAction('supplierProfile/noteEditor/removed');
export const noteRemoveFailed = createAction<{ error: ApiError }>('supplierProfile/noteEditor/removeFailed');

const initial: NoteEditorState = { status: 'idle', error: null };

export const noteEditorReducer = createReducer(initial, (builder) => {
  builder
    .addCase(noteEditorReset, () => initial)
    .addCase(noteSaveRequested, () => ({ status: 'saving', error: null }))
    .addCase(noteSaved, () => ({ status: 'saved', error: null }))
    .addCase(noteSaveFailed, (_, { payload }) => ({ status: 'saveFailed', error: payload.error }))
    .addCase(noteRemoveRequested, () => ({ status: 'removing', error: null }))
    .addCase(noteRemoved, () => ({ status: 'removed', error: null }))
    .addCase(noteRemoveFailed, (_, { payload }) => ({ status: 'removeFailed', error: payload.error }));
});

export const selectNoteEditor = (root: ProfileRoot) => root.supplierProfile.noteEditor;
