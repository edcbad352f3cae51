import { call, put, select, takeLatest } from 'redux-saga/effects';
import { languagePicked, selectConfig, selectIdentity, selectLanguage } from '@/platform/session';
import { rememberSavedLanguage } from '@/platform/auth/savedLanguages';
import type { AppConfig } from '@/platform/config/types';
import type { Language } from '@/platform/config/types';
import type { Identity } from '@/platform/auth/identity';
import { resourceActions, runMutation } from '@/platform/resource';
import { IN_BUYER_LANGUAGE } from '@/services/buyerLanguage';
import { saveLanguage } from '@/services/claims/languageResources';
import { languageSaveRetried } from './shellEvents';

/**
 * A failed save leaves the screen in the chosen language (the buyer asked for it) and says it was
 * not saved, with Try again (LanguageNotSaved, reading the mutation's state): the platform would
 * otherwise go back to the old language at the next sign-in without a word.
 */
function* storeLanguage(language: Language) {
  // null: the save failed (its state says so).
  if ((yield* runMutation(saveLanguage, { language })) === null) return;
  // With Auth0 the next sign-in's claims carry it; the mock's personas keep it here (platform/auth/savedLanguages).
  const config: AppConfig | null = yield select(selectConfig);
  const identity: Identity | null = yield select(selectIdentity);
  if (config && !config.auth0 && identity) rememberSavedLanguage(window.localStorage, identity, language);
}

function* onLanguagePicked(action: ReturnType<typeof languagePicked>) {
  // The platform answers reference data (the menu too) in the buyer's language: what is on screen
  // is asked for again (once, keeping its words until the new ones arrive); the rest when next shown.
  yield put(resourceActions.invalidated({ tags: [IN_BUYER_LANGUAGE] }));
  yield call(storeLanguage, action.payload);
}

function* onLanguageSaveRetried() {
  const language: Language = yield select(selectLanguage);
  yield call(storeLanguage, language);
}

/** The shell's watchers (language save), loaded in their own chunk by shellSaga.ts. */
export default function* shellWorkers() {
  yield takeLatest(languagePicked.type, onLanguagePicked);
  yield takeLatest(languageSaveRetried.type, onLanguageSaveRetried);
}
