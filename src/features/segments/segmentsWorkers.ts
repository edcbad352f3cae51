import type { UnknownAction } from '@reduxjs/toolkit';
import { all, call, fork, put, select, takeEvery, takeLatest } from 'redux-saga/effects';
import { loadWhenNeeded, newRequestId, reloadWhenLoaded } from '@/platform/async';
import { languagePicked } from '@/platform/session';
import { failureOf } from '@/platform/auth/leaveIfNotAuthorised';
import type { ApiError } from '@/platform/http';
import { getUnitsForLoggedInUser } from '@/services/accountSearch/accountSearchService';
import { getHiddenProducts } from '@/services/onboarding/onboardingService';
import { getCompliancePolicies } from '@/services/policy/policyService';
import type { CompliancePolicyDto } from '@/services/policy/types';
import { getCustomStages, getSegmentConfig, getSegmentProduct, getSegments, getSegmentTypes } from '@/services/supplyChain/supplyChainService';
import type { CustomStage, SegmentConfigDto, SegmentTypeDto } from '@/services/supplyChain/types';
import { segmentsActions as A, type ReferenceKey } from './segmentsSlice';
import { selectSegmentsState } from './selectors';

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

/** The feature's watchers; lazySaga (platform/async) runs them from this chunk and replays early actions. */
export function* watchSegments() {
  yield all([
    takeEvery(A.dialogOpened.type, loadReferenceData),
    takeLatest(A.orgUnitChosen.type, loadSegments),
    takeLatest(A.segmentChosen.type, loadStages),
    takeLatest(languagePicked.type, reloadInNewLanguage),
  ]);
}
