import { all, call, fork, put, select, takeEvery, takeLatest } from 'redux-saga/effects';
import { navigateTo } from '@/platform/router';
import { browser } from './browser';
import { lookupsSaga } from './lookupsSaga';
import { resultsSaga } from './resultsSaga';
import { searchRoutes } from './routes';
import { buildOnboardingInviteUrl, type HandoffParams } from '@/lib/onboardingHandoff';
import { selectCommunityCode, selectConfig } from '@/platform/session';
import type { AppConfig } from '@/platform/config/types';
import { selectSupplyChainUnitId } from './selectors';
import {
  inviteSupplierRequested, landingResetRequested, organisationCreateDenied,
  organisationCreateRequested, supplierOpened,
} from './searchSessionSlice';
import { selectCanCreateOrganisation, selectHasOnboarding } from './permissions';
import { sessionSaga } from './sessionSaga';

/** Leaves for the onboarding invite page on the product host (spec 01 §2 "Hand-off"). */
function* leaveForOnboarding(params: Omit<HandoffParams, 'backTo'>) {
  const config: AppConfig | null = yield select(selectConfig);
  const url = buildOnboardingInviteUrl(config?.productHostUrl ?? '/', { ...params, backTo: window.location.href });
  yield call([browser, browser.leave], url);
}

/** Create new hands the company over to the onboarding invite page (context findSuppliers). */
export function* handOffToOnboardingInvite({ payload }: ReturnType<typeof organisationCreateRequested>) {
  const allowed: boolean = yield select(selectCanCreateOrganisation);
  if (!allowed) return;
  const hasOnboarding: boolean = yield select(selectHasOnboarding);
  if (!hasOnboarding) {
    yield put(organisationCreateDenied());
    return;
  }
  const country: string = yield select(selectCommunityCode);
  yield call(leaveForOnboarding, {
    context: 'findSuppliers',
    companyName: payload.companyName,
    companyNumber: payload.companyNumber,
    country,
  });
}

function* openSupplier({ payload }: ReturnType<typeof supplierOpened>) {
  yield call(navigateTo, searchRoutes.supplier(payload.entityId));
}

/** Invite supplier on the results page: hand-off with the search's unit and country (findSuppliersSearchResults). */
function* openInvite() {
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
    takeLatest(organisationCreateRequested.type, handOffToOnboardingInvite),
    takeEvery(supplierOpened.type, openSupplier),
    takeEvery(inviteSupplierRequested.type, openInvite),
    takeEvery(landingResetRequested.type, reloadPage),
  ]);
}
