import { call, put, select } from 'redux-saga/effects';
import type { ApiError } from '@/platform/http';
import { browser } from './browser';
import { isNotAuthorised, notAuthorisedRedirectUrl } from '@/platform/auth/notAuthorised';
import { notAuthorisedDetected } from './searchSessionSlice';
import { selectProductHostUrl } from './permissions';

/** Spec 01 §8: "User is not authorised to view this content" sends the buyer away. Returns true if it did. */
export function* leaveIfNotAuthorised(error: ApiError) {
  if (!isNotAuthorised(error)) return false;
  const productHostUrl: string = yield select(selectProductHostUrl);
  const url = notAuthorisedRedirectUrl(productHostUrl, window.location.origin);
  yield put(notAuthorisedDetected({ url }));
  yield call([browser, browser.leave], url);
  return true;
}
