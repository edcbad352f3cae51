import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { finishFailed, finishLoaded, initAsync, startLoading, type AsyncState } from '@/platform/async';
import type { ApiError } from '@/platform/http';
import type { CompliancePolicyDto } from '@/services/policy/types';
import type { UnitForUser } from '@/services/accountSearch/types';
import type {
  CustomStage, SegmentConfigDto, SegmentDto, SegmentProductDto, SegmentTypeDto,
} from '@/services/supplyChain/types';

/** What the buyer asked for: add to an existing segment, or create one and add to it. */
export type AddToSegmentRequest =
  | { mode: 'existing'; supplyChainId: number; segmentId: number; stageId: number }
  | {
      mode: 'new';
      name: string;
      segmentType: number;
      compliancePolicyId: number;
      stageName: string;
      isVisibleToSuppliers: boolean;
    };

/**
 * The toast for each outcome of an add, translated by the dialog (singular or plural) and shown by
 * the saga once the reply says which suppliers were members already.
 */
export interface AddOutcomeMessages {
  /** Every supplier was added. */
  added: string;
  /** Every supplier was in the segment already: nothing changed. */
  alreadyIn: string;
  /** Some were added, the others were in the segment already. */
  someAlreadyIn: string;
}

export interface AddToSegmentSubmitted {
  request: AddToSegmentRequest;
  supplierIds: number[];
  messages: AddOutcomeMessages;
}

export interface SegmentsState {
  orgUnits: AsyncState<UnitForUser[]>;
  /** Segments of `segmentsUnitId`. */
  segments: AsyncState<SegmentDto[]>;
  segmentsUnitId: number | null;
  /** Stages of `stagesSegmentId`. */
  stages: AsyncState<CustomStage[]>;
  stagesSegmentId: number | null;
  types: AsyncState<SegmentTypeDto[]>;
  policies: AsyncState<CompliancePolicyDto[]>;
  config: AsyncState<SegmentConfigDto>;
  product: AsyncState<SegmentProductDto>;
  hiddenProductIds: AsyncState<number[]>;
  /** The add request: init (none), loading, loaded (done), error (the dialog shows the failure). */
  submit: AsyncState<{ count: number }>;
  /** HTTP 409 on create: shown on the name field, cleared when the name changes. */
  nameTaken: boolean;
}

const initialState: SegmentsState = {
  orgUnits: initAsync(),
  segments: initAsync(),
  segmentsUnitId: null,
  stages: initAsync(),
  stagesSegmentId: null,
  types: initAsync(),
  policies: initAsync(),
  config: initAsync(),
  product: initAsync(),
  hiddenProductIds: initAsync(),
  submit: initAsync(),
  nameTaken: false,
};

type Failed = PayloadAction<{ error: ApiError }>;
export type ReferenceKey = 'orgUnits' | 'types' | 'policies' | 'config' | 'hiddenProductIds';

const slice = createSlice({
  name: 'segments',
  initialState,
  reducers: {
    /** The dialog opened: the saga loads what is not loaded yet (units, types, policies, config). */
    dialogOpened(state) {
      state.submit = initAsync();
      state.nameTaken = false;
    },
    /** Closed, cancelled or mode switched: forget the last attempt so the next one starts clean. */
    dialogReset(state) {
      state.submit = initAsync();
      state.nameTaken = false;
      state.product = initAsync();
    },
    referenceLoading(state, { payload }: PayloadAction<{ key: ReferenceKey }>) {
      startLoading(state[payload.key] as AsyncState<unknown>);
    },
    referenceFailed(state, { payload }: PayloadAction<{ key: ReferenceKey; error: ApiError }>) {
      finishFailed(state[payload.key] as AsyncState<unknown>, payload.error);
    },
    orgUnitsLoaded(state, { payload }: PayloadAction<UnitForUser[]>) {
      finishLoaded(state.orgUnits, payload);
    },
    typesLoaded(state, { payload }: PayloadAction<SegmentTypeDto[]>) {
      finishLoaded(state.types, payload);
    },
    policiesLoaded(state, { payload }: PayloadAction<CompliancePolicyDto[]>) {
      finishLoaded(state.policies, payload);
    },
    configLoaded(state, { payload }: PayloadAction<SegmentConfigDto>) {
      finishLoaded(state.config, payload);
    },
    hiddenProductsLoaded(state, { payload }: PayloadAction<number[]>) {
      finishLoaded(state.hiddenProductIds, payload);
    },

    orgUnitChosen(state, { payload }: PayloadAction<{ orgUnitId: number; requestId: number }>) {
      state.segmentsUnitId = payload.orgUnitId;
      startLoading(state.segments, payload.requestId);
      state.stages = initAsync();
      state.stagesSegmentId = null;
      state.product = initAsync();
    },
    segmentsLoaded(state, { payload }: PayloadAction<{ segments: SegmentDto[]; requestId: number }>) {
      finishLoaded(state.segments, payload.segments, payload.requestId);
    },
    segmentsFailed(state, { payload }: PayloadAction<{ error: ApiError; requestId: number }>) {
      finishFailed(state.segments, payload.error, payload.requestId);
    },
    segmentChosen(
      state,
      { payload }: PayloadAction<{ segmentId: number; requestId: number; supplierEntityId: number | null }>,
    ) {
      state.stagesSegmentId = payload.segmentId;
      startLoading(state.stages, payload.requestId);
      state.product = initAsync();
    },
    stagesLoaded(state, { payload }: PayloadAction<{ stages: CustomStage[]; requestId: number }>) {
      finishLoaded(state.stages, payload.stages, payload.requestId);
    },
    stagesFailed(state, { payload }: PayloadAction<{ error: ApiError; requestId: number }>) {
      finishFailed(state.stages, payload.error, payload.requestId);
    },
    productLoading(state, { payload }: PayloadAction<{ requestId: number }>) {
      startLoading(state.product, payload.requestId);
    },
    productLoaded(state, { payload }: PayloadAction<{ product: SegmentProductDto; requestId: number }>) {
      finishLoaded(state.product, payload.product, payload.requestId);
    },
    productFailed(state, { payload }: PayloadAction<{ error: ApiError; requestId: number }>) {
      finishFailed(state.product, payload.error, payload.requestId);
    },

    addToSegmentSubmitted(state, _action: PayloadAction<AddToSegmentSubmitted>) {
      startLoading(state.submit);
      state.nameTaken = false;
    },
    suppliersAdded(state, { payload }: PayloadAction<{ count: number }>) {
      finishLoaded(state.submit, payload);
    },
    /** 409 on create: the name field says so and the request state goes back to none (spec 01 §8). */
    segmentNameTaken(state) {
      state.submit = initAsync();
      state.nameTaken = true;
    },
    addToSegmentFailed(state, { payload }: Failed) {
      finishFailed(state.submit, payload.error);
    },
    segmentNameEdited(state) {
      state.nameTaken = false;
    },
  },
});

export const segmentsActions = slice.actions;
export const segmentsReducer = slice.reducer;
export type SegmentsAction = ReturnType<(typeof segmentsActions)[keyof typeof segmentsActions]>;
