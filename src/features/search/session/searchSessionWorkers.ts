import type { UnknownAction } from '@reduxjs/toolkit';
import { all, call, fork, put, select, takeEvery, takeLatest } from 'redux-saga/effects';
import { navigateTo } from '@/platform/router';
import { showToast } from '@/ui/toastQueue';
import { browser } from './browser';
import { findCompanies, findReferences, lookupsSaga } from './lookupsSaga';
import { resultsSaga, resultsWorkers } from './resultsSaga';
import { searchRoutes } from './routes';
import {
  addToSupplyChainRequested, exportRequested, inviteSupplierRequested, landingResetRequested, organisationCreateDenied,
  organisationCreateRequested, supplierOpened,
} from './searchSessionSlice';
import { companyTextChanged, referenceTextChanged } from './lookupsSlice';
import { selectCanCreateOrganisation, selectHasOnboarding } from './permissions';
import { sessionSaga, sessionWorkers } from './sessionSaga';

/**
 * Create new hands the company over to the onboarding invite page. The product-host URL builder
 * (context, backTo, companyName, country…) is a later issue; until then it opens our invite route.
 */
export function* handOffToOnboardingInvite({ payload }: ReturnType<typeof organisationCreateRequested>) {
  const allowed: boolean = yield select(selectCanCreateOrganisation);
  if (!allowed) return;
  const hasOnboarding: boolean = yield select(selectHasOnboarding);
  if (!hasOnboarding) {
    yield put(organisationCreateDenied());
    return;
  }
  const params = new URLSearchParams({ companyName: payload.companyName });
  if (payload.companyNumber) params.set('companyNumber', payload.companyNumber);
  yield call(navigateTo, `${searchRoutes.invite}?${params.toString()}`);
}

/** Export and add-to-segment belong to their own issue: say so plainly, never fake a success. */
function* announceNotBuilt({
  payload,
}: ReturnType<typeof exportRequested> | ReturnType<typeof addToSupplyChainRequested>) {
  yield call(showToast, { title: payload.notice, tone: 'info' });
}

function* openSupplier({ payload }: ReturnType<typeof supplierOpened>) {
  yield call(navigateTo, searchRoutes.supplier(payload.entityId));
}

function* openInvite() {
  yield call(navigateTo, searchRoutes.invite);
}

function* reloadPage() {
  yield call([browser, browser.reload]);
}

/** Every watcher of the session half. */
function* watchAll() {
  yield all([
    fork(sessionSaga),
    fork(resultsSaga),
    fork(lookupsSaga),
    takeLatest(organisationCreateRequested.type, handOffToOnboardingInvite),
    takeEvery(supplierOpened.type, openSupplier),
    takeEvery(inviteSupplierRequested.type, openInvite),
    takeEvery(landingResetRequested.type, reloadPage),
    takeEvery(exportRequested.type, announceNotBuilt),
    takeEvery(addToSupplyChainRequested.type, announceNotBuilt),
  ]);
}

/**
 * Starts the watchers, then handles what was dispatched while this chunk loaded (the latest
 * action of each type, as takeLatest and debounce would have kept).
 */
export function* runSearchSession(early: UnknownAction[]) {
  yield fork(watchAll);
  const handlers: Record<string, (action: never) => unknown> = {
    ...sessionWorkers,
    ...resultsWorkers,
    [companyTextChanged.type]: findCompanies,
    [referenceTextChanged.type]: findReferences,
    [organisationCreateRequested.type]: handOffToOnboardingInvite,
    [supplierOpened.type]: openSupplier,
    [inviteSupplierRequested.type]: openInvite,
    [landingResetRequested.type]: reloadPage,
    [exportRequested.type]: announceNotBuilt,
    [addToSupplyChainRequested.type]: announceNotBuilt,
  };
  const latest = new Map(early.map((action) => [action.type, action]));
  for (const action of latest.values()) {
    const handler = handlers[action.type];
    if (handler) yield fork(handler as (a: UnknownAction) => Generator, action);
  }
}
