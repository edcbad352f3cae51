import type { UnknownAction } from '@reduxjs/toolkit';
import { all, call, put, select, takeEvery, takeLatest, takeLeading } from 'redux-saga/effects';
import { loadWhenNeeded, newRequestId, reloadWhenLoaded } from '@/platform/async';
import { failureOf } from '@/platform/auth/leaveIfNotAuthorised';
import type { ApiError } from '@/platform/http';
import { languagePicked, selectCanUseSupplyChain } from '@/platform/session';
import { getUserOrganisationUnits } from '@/services/admin/adminService';
import { getCampaign, getInvitationGoals, getReasonCodes } from '@/services/onboarding/onboardingService';
import { getCompliancePolicies } from '@/services/policy/policyService';
import { getOrganisationUnitSegments } from '@/services/supplyChain/supplyChainService';
import { browser } from '@/platform/browser';
import { BASENAME, href } from '@/platform/router';
import { inAppReturnPath } from '@/lib/safeReturnUrl';
import type { OrganisationUnitDto } from '@/services/admin/types';
import type { CampaignDto, InvitationGoalDto, ReasonCodeDto } from '@/services/onboarding/types';
import type { CompliancePolicyDto } from '@/services/policy/types';
import { inviteActions as A, selectInvite, type InviteState, type ReferenceKey } from './inviteSlice';

function* loadReference(key: ReferenceKey, load: () => Promise<unknown>, loaded: (data: never) => UnknownAction) {
  const state: InviteState = yield select(selectInvite);
  yield* loadWhenNeeded(state[key], load, {
    started: A.referenceLoading({ key }),
    loaded: (data) => loaded(data as never),
    failed: (error) => A.referenceFailed({ key, error }),
  });
}

/** Org units, reason codes and goals load on entry when init or error; policies only with supply-chain access. */
function* enterScreen() {
  const withSupplyChain: boolean = yield select(selectCanUseSupplyChain);
  yield all([
    call(loadReference, 'orgUnits', async () => (await getUserOrganisationUnits()).organisations, A.orgUnitsLoaded),
    call(loadReference, 'reasonCodes', getReasonCodes, A.reasonCodesLoaded),
    call(loadReference, 'goals', getInvitationGoals, A.goalsLoaded),
    ...(withSupplyChain ? [call(loadReference, 'policies', getCompliancePolicies, A.policiesLoaded)] : []),
  ]);
  yield* chooseHandedOverTarget();
}

/**
 * The unit the hand-off names (or the only one: a buyer with one unit sees its label, not a
 * selector), then the hand-off's segment of that unit. Ids that are not the buyer's are ignored.
 */
function* chooseHandedOverTarget() {
  const state: InviteState = yield select(selectInvite);
  const units = state.orgUnits.data ?? [];
  const { handoff } = state;
  const unit = units.find((u) => u.accountId === handoff.orgUnitId) ?? (units.length === 1 ? units[0] : null);
  if (!unit) return;
  if (state.orgUnitId !== unit.accountId) yield put(A.orgUnitChosen({ orgUnitId: unit.accountId, requestId: newRequestId() }));
  const segment = unit.segments.find((s) => s.id === handoff.segmentId);
  const { segmentId }: InviteState = yield select(selectInvite);
  if (segment && segmentId !== segment.id) yield put(A.segmentChosen({ segmentId: segment.id, requestId: newRequestId() }));
}

/** Changing the unit requests its supply-chain data, only with supplychain:access (spec 01 §2). */
function* loadUnitSupplyChain({ payload }: ReturnType<typeof A.orgUnitChosen>) {
  const withSupplyChain: boolean = yield select(selectCanUseSupplyChain);
  if (!withSupplyChain) return;
  yield put(A.unitSegmentsLoading());
  try {
    const segments: Awaited<ReturnType<typeof getOrganisationUnitSegments>> = yield call(getOrganisationUnitSegments, payload.orgUnitId);
    yield put(A.unitSegmentsLoaded({ segments, requestId: payload.requestId }));
  } catch (caught) {
    const error: ApiError = yield call(failureOf, caught);
    yield put(A.unitSegmentsFailed({ error, requestId: payload.requestId }));
  }
}

function* loadCampaign({ payload }: ReturnType<typeof A.segmentChosen>) {
  const { orgUnitId }: InviteState = yield select(selectInvite);
  if (orgUnitId == null) return;
  try {
    const campaign: Awaited<ReturnType<typeof getCampaign>> = yield call(getCampaign, orgUnitId, payload.segmentId);
    yield put(A.campaignLoaded({ campaign, requestId: payload.requestId }));
  } catch (caught) {
    const error: ApiError = yield call(failureOf, caught);
    yield put(A.campaignFailed({ error, requestId: payload.requestId }));
  }
}

/** Only what failed is asked again; the chosen unit, segment and the typed form stay as they are. */
function* retrySegmentDetails() {
  const state: InviteState = yield select(selectInvite);
  const { orgUnitId, segmentId, policies, unitSegments, campaign } = state;
  yield all([
    ...(policies.status === 'error' ? [call(loadReference, 'policies', getCompliancePolicies, A.policiesLoaded)] : []),
    ...(orgUnitId != null && unitSegments.status === 'error'
      ? [call(loadUnitSupplyChain, A.orgUnitChosen({ orgUnitId, requestId: unitSegments.requestId ?? 0 }))]
      : []),
    ...(segmentId != null && campaign.status === 'error'
      ? [call(loadCampaign, A.segmentChosen({ segmentId, requestId: campaign.requestId ?? 0 }))]
      : []),
  ]);
}

/** Stages, levels, reasons and policy names come in the buyer's language: held ones are asked for again. */
function* reloadInNewLanguage() {
  const state: InviteState = yield select(selectInvite);
  const { orgUnitId, segmentId, campaign } = state;
  yield all([
    call(reloadWhenLoaded<OrganisationUnitDto[]>, state.orgUnits, async () => (await getUserOrganisationUnits()).organisations, A.orgUnitsLoaded),
    call(reloadWhenLoaded<ReasonCodeDto[]>, state.reasonCodes, getReasonCodes, A.reasonCodesLoaded),
    call(reloadWhenLoaded<InvitationGoalDto[]>, state.goals, getInvitationGoals, A.goalsLoaded),
    call(reloadWhenLoaded<CompliancePolicyDto[]>, state.policies, getCompliancePolicies, A.policiesLoaded),
    ...(orgUnitId != null && segmentId != null
      ? [call(reloadWhenLoaded<CampaignDto>, campaign, () => getCampaign(orgUnitId, segmentId), (data) =>
          A.campaignLoaded({ campaign: data, requestId: campaign.requestId ?? 0 }))]
      : []),
  ]);
}

/**
 * Back to the previous page; opened without one (a new tab), to the page the hand-off came from
 * when it is this app on this host (safeReturnUrl), otherwise to the landing page.
 */
function* goBack() {
  const { handoff }: InviteState = yield select(selectInvite);
  const here: string = yield call([browser, browser.currentHref]);
  const fallback = inAppReturnPath(handoff.backTo, BASENAME, here) ?? href.landing();
  yield call([browser, browser.back], fallback);
}

/** The feature's watchers; lazySaga (platform/async) runs them from this chunk and replays early actions. */
export function* watchInvite() {
  yield all([
    // takeLeading, not takeLatest: an entry while one is loading (StrictMode's second mount under
    // `npm start`, or leaving and coming back quickly) joins it. A later entry cancelling the first
    // would leave its lists 'loading' with nobody to finish them, and loadWhenNeeded skips 'loading'.
    takeLeading([A.inviteScreenEntered.type, A.referencesRetried.type], enterScreen),
    takeLatest(A.orgUnitChosen.type, loadUnitSupplyChain),
    takeLatest(A.segmentChosen.type, loadCampaign),
    takeLeading(A.segmentDetailsRetried.type, retrySegmentDetails),
    takeEvery(A.goBackRequested.type, goBack),
    takeLatest(languagePicked.type, reloadInNewLanguage),
  ]);
}
