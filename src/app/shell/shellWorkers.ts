import { all, call, fork, put, select, takeLatest } from 'redux-saga/effects';
import { failureOf } from '@/platform/auth/leaveIfNotAuthorised';
import { languagePicked, selectConfig, selectIdentity, selectLanguage } from '@/platform/session';
import { rememberSavedLanguage } from '@/platform/auth/savedLanguages';
import type { AppConfig } from '@/platform/config/types';
import type { Language } from '@/platform/config/types';
import type { Identity } from '@/platform/auth/identity';
import { getLanguages, getMenu, getUserSettings, setLanguage } from '@/services/claims';
import type { LanguageDto, MenuDto, UserSettingsDto } from '@/services/claims';
import { getLogo } from '@/services/logo';
import { webUrl } from '@/lib/dataUrls';
import { asRasterImage } from '@/lib/rasterImage';
import { shellActions } from './shellSlice';

function* loadMenu(identity: Identity) {
  try {
    const menu: MenuDto = yield call(getMenu, identity.userId);
    yield put(shellActions.menuLoaded(menu.items));
  } catch (error) {
    yield put(shellActions.menuLoadFailed(yield* failureOf(error)));
  }
}

function* loadLanguages() {
  try {
    const languages: LanguageDto[] = yield call(getLanguages);
    yield put(shellActions.languagesLoaded(languages));
  } catch (error) {
    yield put(shellActions.languagesLoadFailed(yield* failureOf(error)));
  }
}

function* loadUserSettings() {
  try {
    const settings: UserSettingsDto = yield call(getUserSettings);
    yield put(shellActions.userSettingsLoaded(settings));
  } catch (error) {
    yield put(shellActions.userSettingsLoadFailed(yield* failureOf(error)));
  }
}

/**
 * Logo comes from the logo service only when the identity carries no usable logoURL; failures are only
 * logged. Its blob is shown only as a raster image: an SVG behind an object URL on the app's origin
 * could run script once opened on its own (issue 34).
 */
function* loadLogo(identity: Identity) {
  if (webUrl(identity.logoURL)) return;
  yield put(shellActions.logoRequested());
  try {
    const blob: Blob = yield call(getLogo, identity.orgAccountId);
    const raster: Blob | null = yield call(asRasterImage, blob);
    if (!raster) throw new Error('The logo is not a raster image');
    yield put(shellActions.logoLoaded(URL.createObjectURL(raster)));
  } catch (error) {
    console.warn('Logo load failed', error);
    yield put(shellActions.logoLoadFailed(yield* failureOf(error)));
  }
}

function* onShellEntered() {
  const identity: Identity | null = yield select(selectIdentity);
  if (!identity) return;
  yield all([call(loadMenu, identity), call(loadLanguages), call(loadUserSettings), call(loadLogo, identity)]);
}

/**
 * A failed save leaves the screen in the chosen language (the buyer asked for it) and says it was
 * not saved, with Try again (LanguageNotSaved): the platform would otherwise go back to the old
 * language at the next sign-in without a word.
 */
function* saveLanguage(language: Language) {
  try {
    yield call(setLanguage, language);
    yield put(shellActions.languageSaved(language));
    // With Auth0 the next sign-in's claims carry it; the mock's personas keep it here (platform/auth/savedLanguages).
    const config: AppConfig | null = yield select(selectConfig);
    const identity: Identity | null = yield select(selectIdentity);
    if (config && !config.auth0 && identity) rememberSavedLanguage(window.localStorage, identity, language);
  } catch (error) {
    yield put(shellActions.languageSaveFailed(yield* failureOf(error)));
  }
}

function* onLanguagePicked(action: ReturnType<typeof languagePicked>) {
  // The platform names its menu in the buyer's language: ask again in the new one.
  const identity: Identity | null = yield select(selectIdentity);
  if (identity) yield fork(loadMenu, identity);
  yield call(saveLanguage, action.payload);
}

function* onLanguageSaveRetried() {
  const language: Language = yield select(selectLanguage);
  yield call(saveLanguage, language);
}

/** The shell's watchers, loaded in their own chunk by shellSaga.ts. */
export default function* shellWorkers() {
  yield takeLatest(shellActions.shellEntered.type, onShellEntered);
  yield takeLatest(languagePicked.type, onLanguagePicked);
  yield takeLatest(shellActions.languageSaveRetried.type, onLanguageSaveRetried);
}
