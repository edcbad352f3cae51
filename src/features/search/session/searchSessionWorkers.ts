import { all, call, fork, put, select, takeEvery, takeLatest } from 'redux-saga/effects';
import { browser } from '@/platform/browser';
import { leaveForOnboarding } from '@/platform/onboarding';
import { href, navigateTo } from '@/platform/router';
import { selectCanCreateOrganisation, selectCanInvite, selectCommunityCode } from '@/platform/session';
import { quickSearchSaga } from '../quickSearch/quickSearchSaga';
import { lookupsSaga } from './lookupsSaga';
import { resultsSaga } from './resultsSaga';
import { selectSupplyChainUnitId } from './selectors';
import {
  inviteSupplierRequested, landingResetRequested, organisationCreateDenied,
  organisationCreateRequested, supplierOpened,
} from './searchSessionSlice';
import { sessionSaga } from './sessionSaga';

/** Create new hands the company over to the onboarding invite page (context findSuppliers). */
export function* handOffToOnboardingInvite({ payload }: ReturnType<typeof organisationCreateRequested>) {
  const allowed: boolean = yield select(selectCanCreateOrganisation);
  if (!allowed) return;
  const country: string = yield select(selectCommunityCode);
  const left: boolean = yield call(leaveForOnboarding, {
    context: 'findSuppliers',
    companyName: payload.companyName,
    companyNumber: payload.companyNumber,
    country,
  });
  // Without onboarding:access the hand-off stays; the landing says "You don't have permission".
  if (!left) yield put(organisationCreateDenied());
}

function* openSupplier({ payload }: ReturnType<typeof supplierOpened>) {
  const state = payload.originUrl ? { originUrl: payload.originUrl, fromSearch: true } : undefined;
  yield call(navigateTo, href.supplier({ supplierId: payload.entityId }), { state });
}

/** Invite supplier on the results page: hand-off with the search's unit and country (findSuppliersSearchResults). */
function* openInvite() {
  // The rule that shows the button (canInvite), asked again here: a read-only buyer is not handed off.
  const allowed: boolean = yield select(selectCanInvite);
  if (!allowed) return;
  const orgUnitId: number | null = yield select(selectSupplyChainUnitId);
  const searchCountryCode: string = yield select(selectCommunityCode);
  yield call(leaveForOnboarding, {
    context: 'findSuppliersSearchResults',
    orgUnitId: orgUnitId ?? undefined,
    searchCountryCode,
  });
}

function* reloadPage() {
  yield call([browser, browser.reload]);
}

/** Every watcher of the session half (loaded lazily by searchSessionSaga). */
export default function* watchAll() {
  yield all([
    fork(sessionSaga),
    fork(resultsSaga),
    fork(lookupsSaga),
    fork(quickSearchSaga),
    takeLatest(organisationCreateRequested.type, handOffToOnboardingInvite),
    takeEvery(supplierOpened.type, openSupplier),
    takeEvery(inviteSupplierRequested.type, openInvite),
    takeEvery(landingResetRequested.type, reloadPage),
  ]);
}
