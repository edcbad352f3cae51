import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { finishFailed, finishLoaded, initAsync, startLoading, type AsyncState } from '@/platform/async';
import type { ApiError } from '@/platform/http';
import type { ReceivedHandoff } from '@/lib/onboardingHandoff';
import type { OrganisationUnitDto } from '@/services/admin/types';
import type { CampaignDto, InvitationGoalDto, ReasonCodeDto } from '@/services/onboarding/types';
import type { CompliancePolicyDto } from '@/services/policy/types';
import type { SegmentDto } from '@/services/supplyChain/types';

export interface InviteState {
  orgUnits: AsyncState<OrganisationUnitDto[]>;
  reasonCodes: AsyncState<ReasonCodeDto[]>;
  goals: AsyncState<InvitationGoalDto[]>;
  policies: AsyncState<CompliancePolicyDto[]>;
  /** The chosen unit's supply-chain segments (for the compliance policy name); needs supplychain:access. */
  unitSegments: AsyncState<SegmentDto[]>;
  campaign: AsyncState<CampaignDto>;
  orgUnitId: number | null;
  segmentId: number | null;
  stageId: number | null;
  /** Bumped when the unit or segment changes: the form remounts empty (spec 01 §2). */
  formVersion: number;
  /** The company, unit and segment handed over with the screen's URL (the mock platform's hand-off). */
  handoff: ReceivedHandoff;
}

const initialState: InviteState = {
  orgUnits: initAsync(),
  reasonCodes: initAsync(),
  goals: initAsync(),
  policies: initAsync(),
  unitSegments: initAsync(),
  campaign: initAsync(),
  orgUnitId: null,
  segmentId: null,
  stageId: null,
  formVersion: 0,
  handoff: {},
};

export type ReferenceKey = 'orgUnits' | 'reasonCodes' | 'goals' | 'policies';

const slice = createSlice({
  name: 'invite',
  initialState,
  reducers: {
    /** The screen opened (with what its URL handed over): a fresh form; the saga loads what is missing (init or error). */
    inviteScreenEntered: {
      reducer(state, { payload }: PayloadAction<ReceivedHandoff>) {
        state.handoff = payload;
      },
      prepare: (handoff: ReceivedHandoff = {}) => ({ payload: handoff }),
    },
    /** Try again after a reference list failed: the saga loads those not loaded (init or error). */
    referencesRetried() {},
    /** Try again after the chosen segment's policy or campaign failed; the form keeps what was typed. */
    segmentDetailsRetried() {},
    referenceLoading(state, { payload }: PayloadAction<{ key: ReferenceKey }>) {
      startLoading(state[payload.key] as AsyncState<unknown>);
    },
    referenceFailed(state, { payload }: PayloadAction<{ key: ReferenceKey; error: ApiError }>) {
      finishFailed(state[payload.key] as AsyncState<unknown>, payload.error);
    },
    orgUnitsLoaded(state, { payload }: PayloadAction<OrganisationUnitDto[]>) {
      finishLoaded(state.orgUnits, payload);
    },
    reasonCodesLoaded(state, { payload }: PayloadAction<ReasonCodeDto[]>) {
      finishLoaded(state.reasonCodes, payload);
    },
    goalsLoaded(state, { payload }: PayloadAction<InvitationGoalDto[]>) {
      finishLoaded(state.goals, payload);
    },
    policiesLoaded(state, { payload }: PayloadAction<CompliancePolicyDto[]>) {
      finishLoaded(state.policies, payload);
    },

    orgUnitChosen(state, { payload }: PayloadAction<{ orgUnitId: number; requestId: number }>) {
      state.orgUnitId = payload.orgUnitId;
      state.segmentId = null;
      state.stageId = null;
      state.formVersion += 1;
      state.unitSegments = initAsync();
      state.unitSegments.requestId = payload.requestId;
      state.campaign = initAsync();
    },
    unitSegmentsLoading(state) {
      startLoading(state.unitSegments);
    },
    unitSegmentsLoaded(state, { payload }: PayloadAction<{ segments: SegmentDto[]; requestId: number }>) {
      finishLoaded(state.unitSegments, payload.segments, payload.requestId);
    },
    unitSegmentsFailed(state, { payload }: PayloadAction<{ error: ApiError; requestId: number }>) {
      finishFailed(state.unitSegments, payload.error, payload.requestId);
    },
    segmentChosen(state, { payload }: PayloadAction<{ segmentId: number; requestId: number }>) {
      state.segmentId = payload.segmentId;
      state.stageId = null;
      state.formVersion += 1;
      state.campaign = initAsync();
      startLoading(state.campaign, payload.requestId);
    },
    campaignLoaded(state, { payload }: PayloadAction<{ campaign: CampaignDto; requestId: number }>) {
      finishLoaded(state.campaign, payload.campaign, payload.requestId);
    },
    campaignFailed(state, { payload }: PayloadAction<{ error: ApiError; requestId: number }>) {
      finishFailed(state.campaign, payload.error, payload.requestId);
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
