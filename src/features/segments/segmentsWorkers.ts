import type { UnknownAction } from '@reduxjs/toolkit';
import { all, call, fork, put, select, takeEvery, takeLatest, takeLeading } from 'redux-saga/effects';
import { loadWhenNeeded, newRequestId, reloadWhenLoaded } from '@/platform/async';
import { canAddToSupplyChain } from '@/platform/auth/policies';
import { languagePicked, selectPolicy } from '@/platform/session';
import { failureOf } from '@/platform/auth/leaveIfNotAuthorised';
import type { ApiError } from '@/platform/http';
import { notPermittedError } from '@/platform/auth/notPermitted';
import { getUnitsForLoggedInUser } from '@/services/accountSearch/accountSearchService';
import { getHiddenProducts } from '@/services/onboarding/onboardingService';
import { getCompliancePolicies } from '@/services/policy/policyService';
import type { CompliancePolicyDto } from '@/services/policy/types';
import {
  addSuppliersToSegment, createSegment, getCustomStages, getDefaultSupplyChain, getSegmentConfig, getSegmentProduct,
  getSegments, getSegmentTypes,
} from '@/services/supplyChain/supplyChainService';
import {
  DEFAULT_NEW_STAGE_ID, type AddSuppliersResponse, type CustomStage, type SegmentConfigDto, type SegmentDto, type SegmentTypeDto,
  type SupplyChainDto,
} from '@/services/supplyChain/types';
import { showToast, type ToastContent } from '@/ui/toastQueue';
import {
  segmentsActions as A, type AddOutcomeMessages, type AddToSegmentRequest, type ReferenceKey,
} from './segmentsSlice';
import { selectSegmentsState } from './selectors';

/** Success and error alerts stay 10 seconds (spec 01 §9). */
export const SEGMENT_TOAST_MS = 10_000;

function* loadOnce(key: ReferenceKey, load: () => Promise<unknown>, loaded: (data: never) => UnknownAction) {
  const state: ReturnType<typeof selectSegmentsState> = yield select(selectSegmentsState);
  yield* loadWhenNeeded(state[key], load, {
    started: A.referenceLoading({ key }),
    loaded: (data) => loaded(data as never),
    failed: (error) => A.referenceFailed({ key, error }),
  });
}

function* loadReferenceData() {
  yield all([
    call(loadOnce, 'orgUnits', async () => (await getUnitsForLoggedInUser()).items, A.orgUnitsLoaded),
    call(loadOnce, 'types', getSegmentTypes, A.typesLoaded),
    call(loadOnce, 'policies', getCompliancePolicies, A.policiesLoaded),
    call(loadOnce, 'config', getSegmentConfig, A.configLoaded),
    call(
      loadOnce,
      'hiddenProductIds',
      async () => (await getHiddenProducts()).hiddenProducts.map((p) => p.productId),
      A.hiddenProductsLoaded,
    ),
  ]);
}

/** Types, policies and new-segment stages are named in the buyer's language: held ones are asked for again. */
function* reloadInNewLanguage() {
  const state: ReturnType<typeof selectSegmentsState> = yield select(selectSegmentsState);
  yield all([
    call(reloadWhenLoaded<SegmentTypeDto[]>, state.types, getSegmentTypes, A.typesLoaded),
    call(reloadWhenLoaded<CompliancePolicyDto[]>, state.policies, getCompliancePolicies, A.policiesLoaded),
    call(reloadWhenLoaded<SegmentConfigDto>, state.config, getSegmentConfig, A.configLoaded),
  ]);
}

function* loadSegments({ payload }: ReturnType<typeof A.orgUnitChosen>) {
  try {
    const { items }: Awaited<ReturnType<typeof getSegments>> = yield call(getSegments, payload.orgUnitId);
    // Only segments the buyer may add to are offered.
    yield put(A.segmentsLoaded({ segments: items.filter((s) => s.permissions.canAdd), requestId: payload.requestId }));
  } catch (caught) {
    const error: ApiError = yield call(failureOf, caught);
    yield put(A.segmentsFailed({ error, requestId: payload.requestId }));
  }
}

function* checkSegmentProduct(segmentId: number, supplierEntityId: number) {
  const requestId = newRequestId();
  yield put(A.productLoading({ requestId }));
  try {
    const product: Awaited<ReturnType<typeof getSegmentProduct>> = yield call(getSegmentProduct, segmentId, supplierEntityId);
    yield put(A.productLoaded({ product, requestId }));
  } catch (caught) {
    const error: ApiError = yield call(failureOf, caught);
    yield put(A.productFailed({ error, requestId }));
  }
}

function* loadStages({ payload }: ReturnType<typeof A.segmentChosen>) {
  // The membership check runs only when the dialog asked for it (one supplier, flag on).
  if (payload.supplierEntityId !== null) yield fork(checkSegmentProduct, payload.segmentId, payload.supplierEntityId);
  try {
    const stages: CustomStage[] = yield call(getCustomStages, payload.segmentId);
    yield put(A.stagesLoaded({ stages, requestId: payload.requestId }));
  } catch (caught) {
    const error: ApiError = yield call(failureOf, caught);
    yield put(A.stagesFailed({ error, requestId: payload.requestId }));
  }
}

/** Where the suppliers go: the chosen segment, or a new one created first in the default supply chain. */
function* resolveTarget(request: AddToSegmentRequest) {
  if (request.mode === 'existing') {
    return { supplyChainId: request.supplyChainId, segmentId: request.segmentId, stageId: request.stageId };
  }
  const chain: SupplyChainDto = yield call(getDefaultSupplyChain); // the service retries a 403 once
  const created: SegmentDto = yield call(createSegment, chain.id, {
    name: request.name.trim(),
    compliancePolicyId: request.compliancePolicyId,
    segmentType: request.segmentType,
    isVisibleToSuppliers: request.isVisibleToSuppliers,
  });
  // The dialog offered stage names; the new segment has its own stage ids.
  const stages: CustomStage[] = yield call(getCustomStages, created.id);
  const stageId = stages.find((s) => s.name === request.stageName)?.id ?? DEFAULT_NEW_STAGE_ID;
  return { supplyChainId: chain.id, segmentId: created.id, stageId };
}

/** Added, already there, or some of each: a buyer told "added" for a member already there would think it moved. */
function outcomeToast(supplierIds: number[], alreadyIn: number[], messages: AddOutcomeMessages): ToastContent {
  const already = supplierIds.filter((id) => alreadyIn.includes(id)).length;
  if (already === 0) return { title: messages.added, tone: 'success' };
  if (already === supplierIds.length) return { title: messages.alreadyIn, tone: 'info' };
  return { title: messages.someAlreadyIn, tone: 'success' };
}

function* addToSegment({ payload }: ReturnType<typeof A.addToSegmentSubmitted>) {
  const { request, supplierIds, messages } = payload;
  // The rule that shows the Add to supply chain action; a dispatch that gets past the UI is refused too.
  const allowed: boolean = yield select(selectPolicy(canAddToSupplyChain));
  if (!allowed) {
    yield put(A.addToSegmentFailed({ error: notPermittedError() }));
    return;
  }
  let created = false;
  try {
    const target: { supplyChainId: number; segmentId: number; stageId: number } = yield call(resolveTarget, request);
    created = request.mode === 'new';
    const reply: AddSuppliersResponse = yield call(addSuppliersToSegment, target.supplyChainId, target.segmentId, {
      supplierIds,
      supplierCustomStageId: target.stageId,
      supplyChainId: target.supplyChainId,
    });
    yield put(A.suppliersAdded({ count: supplierIds.length }));
    yield call(showToast, outcomeToast(supplierIds, reply.alreadyInSegment ?? [], messages), { timeout: SEGMENT_TOAST_MS });
  } catch (caught) {
    const apiError: ApiError = yield call(failureOf, caught);
    if (request.mode === 'new' && !created && apiError.status === 409) yield put(A.segmentNameTaken());
    else yield put(A.addToSegmentFailed({ error: apiError }));
  }
}

/** The feature's watchers; lazySaga (platform/async) runs them from this chunk and replays early actions. */
export function* watchSegments() {
  yield all([
    takeEvery(A.dialogOpened.type, loadReferenceData),
    takeLatest(A.orgUnitChosen.type, loadSegments),
    takeLatest(A.segmentChosen.type, loadStages),
    takeLeading(A.addToSegmentSubmitted.type, addToSegment),
    takeLatest(languagePicked.type, reloadInNewLanguage),
  ]);
}
