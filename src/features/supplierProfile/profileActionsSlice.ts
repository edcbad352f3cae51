import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ApiError } from '@/platform/http';
import type { OnboardingHandoff } from '@/platform/onboarding';

/** Words the saga shows in toasts, translated by the component that asked (the saga knows no i18n). */
export interface ToastWords {
  success: string;
  failure?: string;
}

export type SubmitStatus = 'idle' | 'saving' | 'saved' | 'failed';

/**
 * What the header's dialogs submit (spec 02 §4): the reference dialog and the suspension modal.
 * Each dialog reads its status here and closes on `saved`.
 */
export interface ProfileActionsState {
  reference: {
    status: SubmitStatus;
    /** The supplier that already holds the reference the buyer entered (HTTP 409), else null. */
    duplicateOf: string | null;
    /** A failure the dialog shows while staying open (a permission refusal); other failures close it silently (spec 02 §8). */
    error: ApiError | null;
  };
  suspension: {
    status: SubmitStatus;
    /** A failure the modal shows while staying open (a permission refusal); others are said by a toast. */
    error: ApiError | null;
  };
}

const initialState: ProfileActionsState = {
  reference: { status: 'idle', duplicateOf: null, error: null },
  suspension: { status: 'idle', error: null },
};

export interface ReferenceSaveRequest {
  supplierId: number;
  /** Trimmed already. */
  reference: string;
  mode: 'add' | 'edit';
  /** `duplicate` keeps a literal {{name}} for the holder's name, filled in by the saga. */
  words: { added: string; updated: string; duplicate: string };
}

export interface SuspensionSaveRequest {
  supplierId: number;
  suspend: number[];
  release: number[];
  /** The buyer's units still suspended after the save: the supplier's isSuspended flag. */
  suspendedAfter: number;
  /**
   * `partlySaved` heads the toast when one call went through and the other did not; the two
   * sentences say which, with the units' names already in them (issue 37 item 7).
   */
  words: ToastWords & { failure: string; partlySaved: string; suspendedNotReleased: string; releasedNotSuspended: string };
}

const slice = createSlice({
  name: 'supplierProfile/actions',
  initialState,
  reducers: {
    favouriteToggled: {
      reducer: () => undefined,
      prepare: (payload: {
        supplierId: number;
        isFavourite: boolean;
        words: { added: string; removed: string; failure: string; notPermitted: string };
      }) => ({
        payload,
      }),
    },
    referenceSaveRequested(state, _action: PayloadAction<ReferenceSaveRequest>) {
      state.reference = { status: 'saving', duplicateOf: null, error: null };
    },
    referenceRemoveRequested(state, _action: PayloadAction<{ supplierId: number; words: { removed: string } }>) {
      state.reference = { status: 'saving', duplicateOf: null, error: null };
    },
    referenceSaved(state) {
      state.reference = { status: 'saved', duplicateOf: null, error: null };
    },
    /** Refused: another supplier holds the reference (`duplicateOf`), or the buyer may not (`error`). */
    referenceSaveFailed(state, { payload }: PayloadAction<{ duplicateOf: string | null; error?: ApiError }>) {
      state.reference = { status: 'failed', duplicateOf: payload.duplicateOf, error: payload.error ?? null };
    },
    /** The dialog closed or the value changed: the last outcome no longer applies. */
    referenceDialogReset(state) {
      state.reference = { status: 'idle', duplicateOf: null, error: null };
    },
    suspensionSaveRequested(state, _action: PayloadAction<SuspensionSaveRequest>) {
      state.suspension = { status: 'saving', error: null };
    },
    suspensionSaved(state) {
      state.suspension = { status: 'saved', error: null };
    },
    suspensionSaveFailed(state, { payload }: PayloadAction<{ error?: ApiError } | undefined>) {
      state.suspension = { status: 'failed', error: payload?.error ?? null };
    },
    suspensionDialogReset(state) {
      state.suspension = { status: 'idle', error: null };
    },
    /** The limited profile's invite action: hand the company to onboarding (spec 02 §2.15). */
    inviteRequested: {
      reducer: () => undefined,
      prepare: (payload: OnboardingHandoff) => ({ payload }),
    },
    complianceStatementRequested: {
      reducer: () => undefined,
      prepare: (payload: { supplierId: number; languageId: number; words: ToastWords & { failure: string } }) => ({ payload }),
    },
  },
});

export const profileActions = slice.actions;
export const profileActionsReducer = slice.reducer;
