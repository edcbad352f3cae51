import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { finishFailed, finishLoaded, initAsync, startLoading, type AsyncState } from '@/platform/async';
import type { ApiError } from '@/platform/http';
import type { CompliancePolicyDto } from '@/services/policy/types';
import type { UnitForUser } from '@/services/accountSearch/types';
import type {
  CustomStage, SegmentConfigDto, SegmentDto, SegmentProductDto, SegmentTypeDto,
} from '@/services/supplyChain/types';

export type { AddToSegmentRequest } from '@/services/supplyChain/segmentsResources';

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
};

export type ReferenceKey = 'orgUnits' | 'types' | 'policies' | 'config' | 'hiddenProductIds';

const slice = createSlice({
  name: 'segments',
  initialState,
  reducers: {
    /** The dialog opened: the saga loads what is not loaded yet (units, types, policies, config). */
    dialogOpened() {},
    /** Closed, cancelled or mode switched: the membership check starts again (the submit is reset on the layer). */
    dialogReset(state) {
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
  },
});

export const segmentsActions = slice.actions;
export const segmentsReducer = slice.reducer;
export type SegmentsAction = ReturnType<(typeof segmentsActions)[keyof typeof segmentsActions]>;
