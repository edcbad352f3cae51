import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ReceivedHandoff } from '@/lib/onboardingHandoff';

/** What the buyer chose on the invite screen; the lists it chooses from are resources (hooks.ts). */
export interface InviteState {
  orgUnitId: number | null;
  segmentId: number | null;
  stageId: number | null;
  /** Bumped when the unit or segment changes: the form remounts empty (spec 01 §2). */
  formVersion: number;
  /** The company, unit and segment handed over with the screen's URL (the mock platform's hand-off). */
  handoff: ReceivedHandoff;
}

const initialState: InviteState = {
  orgUnitId: null,
  segmentId: null,
  stageId: null,
  formVersion: 0,
  handoff: {},
};

const slice = createSlice({
  name: 'invite',
  initialState,
  reducers: {
    /** The screen opened (with what its URL handed over): once the units are there, the saga takes the hand-off's unit and segment. */
    inviteScreenEntered: {
      reducer(state, { payload }: PayloadAction<ReceivedHandoff>) {
        state.handoff = payload;
      },
      prepare: (handoff: ReceivedHandoff = {}) => ({ payload: handoff }),
    },
    /** Try again after the units failed: once they are there, the hand-off's target is taken as on entry. */
    referencesRetried() {},
    orgUnitChosen(state, { payload }: PayloadAction<{ orgUnitId: number }>) {
      state.orgUnitId = payload.orgUnitId;
      state.segmentId = null;
      state.stageId = null;
      state.formVersion += 1;
    },
    segmentChosen(state, { payload }: PayloadAction<{ segmentId: number }>) {
      state.segmentId = payload.segmentId;
      state.stageId = null;
      state.formVersion += 1;
    },
    stageChosen(state, { payload }: PayloadAction<{ stageId: number }>) {
      state.stageId = payload.stageId;
    },

    goBackRequested() {},
  },
});

export const inviteActions = slice.actions;
export const inviteReducer = slice.reducer;

type WithInvite = { invite: InviteState };
export const selectInvite = (s: WithInvite) => s.invite;
