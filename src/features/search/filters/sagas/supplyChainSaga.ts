import { call, put, select, takeEvery, takeLatest } from 'redux-saga/effects';
import type { PayloadAction } from '@reduxjs/toolkit';
import { needsLoad, newRequestId, type AsyncState } from '@/platform/async';
import { toApiError, type ApiError } from '@/platform/http';
import { argsKey, readResource, resourceActions } from '@/platform/resource';
import { myOrganisationUnits } from '@/services/admin/adminResources';
import type { OrganisationUnitDto } from '@/services/admin/types';
import { SEARCH_TYPES, type SearchTypeId } from '@/services/search/types';
import {
  getCustomStages, getDefaultSupplyChain, getSegmentDetail, getSegments,
} from '@/services/supplyChain/supplyChainService';
import type { CustomStage, ListGroupingResponse, SegmentDetailDto, SupplyChainDto } from '@/services/supplyChain/types';
import { searchSessionLoaded } from '../../contract';
import { filtersActions as A, type SearchFiltersState } from '../filtersSlice';
import { selectFiltersState, selectSearchOrgUnitId, selectSearchType } from '../filtersSelectors';
import { failureOf, leaveIfNotAuthorised } from '@/platform/auth/leaveIfNotAuthorised';
import { loadGoals } from './loadGoals';

/**
 * The buyer's units: the one entry the invite screen and the profile read too (a reply with
 * isSuccess false is a failure with its message, spec 01 §8). Asked for when init or failed; the
 * unit picker and its failure alert read the entry (SearchTypeChoice).
 */
export function* requestOrgUnits() {
  yield put(resourceActions.requested({ name: myOrganisationUnits.name, key: argsKey({}), args: {} }));
}

/** The units once loaded, or null when they failed (the alert says so). */
function* orgUnitsOnceLoaded() {
  try {
    const units: OrganisationUnitDto[] = yield* readResource(myOrganisationUnits, {});
    return units;
  } catch {
    return null;
  }
}

export function* loadSupplyChain(orgUnitId: number) {
  const requestId = newRequestId();
  yield put(A.supplyChainLoadStarted({ requestId }));
  try {
    // The service retries a 403 once (spec 01 §8).
    const supplyChain: SupplyChainDto = yield call(getDefaultSupplyChain, orgUnitId);
    yield put(A.supplyChainLoaded({ data: supplyChain, requestId }));
  } catch (e) {
    const error: ApiError = toApiError(e);
    yield put(A.supplyChainLoadFailed({ error, requestId }));
    yield call(leaveIfNotAuthorised, error);
    return;
  }
  yield put(A.segmentsLoadStarted({ requestId }));
  try {
    const segments: ListGroupingResponse = yield call(getSegments, orgUnitId);
    yield put(A.segmentsLoaded({ data: segments.items, requestId }));
  } catch (e) {
    const error: ApiError = yield call(failureOf, e);
    yield put(A.segmentsLoadFailed({ error, requestId }));
  }
}

/** A supply-chain search needs its unit chosen and that unit's supply chain loaded. */
export function* ensureSupplyChain() {
  const searchType: SearchTypeId = yield select(selectSearchType);
  if (searchType !== SEARCH_TYPES.inMySupplyChain) return;
  const orgUnitId: number | null = yield select(selectSearchOrgUnitId);
  if (orgUnitId === null) {
    const units: OrganisationUnitDto[] | null = yield* orgUnitsOnceLoaded();
    const first = units?.[0];
    if (first) yield put(A.orgUnitChosen({ orgUnitId: first.accountId }));
    return;
  }
  const state: SearchFiltersState = yield select(selectFiltersState);
  if (needsLoad(state.supplyChain as AsyncState<unknown>)) yield call(loadSupplyChain, orgUnitId);
}

function* onSearchTypeChosen(action: PayloadAction<{ searchType: SearchTypeId }>) {
  yield call(loadGoals);
  if (action.payload.searchType !== SEARCH_TYPES.inMySupplyChain) return;
  yield* requestOrgUnits();
  // Choosing in-my-supply-chain also selects an organisation unit and loads its supply chain.
  yield call(ensureSupplyChain);
}

function* onOrgUnitChosen(action: PayloadAction<{ orgUnitId: number }>) {
  const state: SearchFiltersState = yield select(selectFiltersState);
  const loadedForUnit = state.supplyChain.status === 'loaded' && state.supplyChain.data?.accountId === action.payload.orgUnitId;
  if (!loadedForUnit) yield call(loadSupplyChain, action.payload.orgUnitId);
}

function* onSessionLoaded() {
  const searchType: SearchTypeId = yield select(selectSearchType);
  if (searchType !== SEARCH_TYPES.inMySupplyChain) return;
  yield call(loadGoals);
  const orgUnitId: number | null = yield select(selectSearchOrgUnitId);
  if (orgUnitId !== null) yield call(onOrgUnitChosen, A.orgUnitChosen({ orgUnitId }));
}

/** Stages load when not loaded or loading; the detail when init (it resets on close) or failed (Try again). */
function* onStageDialogOpened(action: PayloadAction<{ segmentId: number }>) {
  const { segmentId } = action.payload;
  const state: SearchFiltersState = yield select(selectFiltersState);
  const stages = state.stages[segmentId];
  if (!stages || (stages.status !== 'loaded' && stages.status !== 'loading')) {
    yield put(A.stagesLoadStarted({ segmentId }));
    try {
      const data: CustomStage[] = yield call(getCustomStages, segmentId);
      yield put(A.stagesLoaded({ segmentId, data }));
    } catch (e) {
      const error: ApiError = yield call(failureOf, e);
      yield put(A.stagesLoadFailed({ segmentId, error }));
    }
  }
  const supplyChainId = state.supplyChain.data?.id;
  const orgUnitId: number | null = yield select(selectSearchOrgUnitId);
  if (!needsLoad(state.segmentDetail) || supplyChainId === undefined || orgUnitId === null) return;
  yield put(A.segmentDetailLoadStarted());
  try {
    const detail: SegmentDetailDto = yield call(getSegmentDetail, supplyChainId, segmentId, orgUnitId);
    yield put(A.segmentDetailLoaded({ data: detail }));
  } catch (e) {
    const error: ApiError = yield call(failureOf, e);
    yield put(A.segmentDetailLoadFailed({ error }));
  }
}

export function* supplyChainSaga() {
  yield takeLatest(A.searchTypeChosen.type, onSearchTypeChosen);
  yield takeLatest(A.orgUnitChosen.type, onOrgUnitChosen);
  yield takeLatest(searchSessionLoaded.type, onSessionLoaded);
  // Not takeLatest: reopening would cancel a stages load still under way and, seeing it 'loading',
  // never start another, leaving the dialog without stages.
  yield takeEvery([A.stageDialogOpened.type, A.stageDialogRetried.type], onStageDialogOpened);
}
