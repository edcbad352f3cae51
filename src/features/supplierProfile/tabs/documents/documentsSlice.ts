import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { DocumentCreator } from '@/platform/auth/documentPolicies';
import type { ApiError } from '@/platform/http/ApiError';
import type { UploadDocumentRequest } from '@/services/documents/types';

export type SubmitStatus = 'idle' | 'pending' | 'succeeded' | 'failed';

/** What the buyer does on the Documents tab: upload, remove, download and zip, and the lists' revision. */
export interface DocumentActionsState {
  /** Per supplier: bumped by each upload or removal, so the lists and tags on screen load again. */
  revisions: Record<string, number>;
  upload: { status: SubmitStatus; error: ApiError | null };
  remove: { status: SubmitStatus; error: ApiError | null };
  zip: { status: SubmitStatus };
}

/** Texts a saga shows, translated by the screen that asks (sagas hold no i18n). */
export interface ToastTexts {
  success: string;
  failure?: string;
  link?: { label: string; href: string };
}

const initialState: DocumentActionsState = {
  revisions: {},
  upload: { status: 'idle', error: null },
  remove: { status: 'idle', error: null },
  zip: { status: 'idle' },
};

const bump = (state: DocumentActionsState, supplierId: number) => {
  state.revisions[supplierId] = (state.revisions[supplierId] ?? 0) + 1;
};

const slice = createSlice({
  name: 'supplierProfile/documents/actions',
  initialState,
  reducers: {
    /** `fileTicket`: the chosen file, held outside the store (heldFiles.ts). */
    uploadSubmitted: (state, _action: PayloadAction<{ request: UploadDocumentRequest; fileTicket: number; texts: ToastTexts }>) => {
      state.upload = { status: 'pending', error: null };
    },
    uploadSucceeded: (state, { payload }: PayloadAction<{ supplierId: number }>) => {
      state.upload = { status: 'succeeded', error: null };
      bump(state, payload.supplierId);
    },
    uploadFailed: (state, { payload }: PayloadAction<{ error: ApiError }>) => {
      state.upload = { status: 'failed', error: payload.error };
    },
    /** The modal closed or the buyer changed the type option: the banner goes. */
    uploadReset: (state) => {
      state.upload = { status: 'idle', error: null };
    },
    /** `creator`: the document's creator, as listed (only the creator may remove it). */
    removeConfirmed: (state, _action: PayloadAction<{ supplierId: number; documentVersionId: number; creator: DocumentCreator; texts: ToastTexts }>) => {
      state.remove = { status: 'pending', error: null };
    },
    removeSucceeded: (state, { payload }: PayloadAction<{ supplierId: number }>) => {
      state.remove = { status: 'succeeded', error: null };
      bump(state, payload.supplierId);
    },
    removeFailed: (state, { payload }: PayloadAction<{ error: ApiError }>) => {
      state.remove = { status: 'failed', error: payload.error };
    },
    removeReset: (state) => {
      state.remove = { status: 'idle', error: null };
    },
    downloadRequested: (_state, _action: PayloadAction<{ id: number; fileName: string; texts: ToastTexts }>) => {},
    zipRequested: (state, _action: PayloadAction<{ supplierId: number; tags: number[]; texts: ToastTexts }>) => {
      state.zip = { status: 'pending' };
    },
    zipSucceeded: (state) => {
      state.zip = { status: 'succeeded' };
    },
    zipFailed: (state) => {
      state.zip = { status: 'failed' };
    },
    zipDismissed: (state) => {
      state.zip = { status: 'idle' };
    },
  },
});

export const documentActions = slice.actions;
export const documentActionsReducer = slice.reducer;
