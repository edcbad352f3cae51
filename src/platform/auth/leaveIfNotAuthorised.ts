import { call, put, select } from 'redux-saga/effects';
import { toApiError, type ApiError } from '../http/ApiError';
import { browser } from '../browser/browser';
import { notAuthorisedDetected, selectProductHostUrl } from '../session/sessionSlice';
import { isNotAuthorised, notAuthorisedRedirectUrl } from './notAuthorised';

/**
 * Spec 01 §8: "User is not authorised to view this content" in the server's 401/403 answer sends
 * the buyer away, whichever feature's call failed (isNotAuthorised). Returns true when it did.
 */
export function* leaveIfNotAuthorised(error: ApiError) {
  if (!isNotAuthorised(error)) return false;
  const productHostUrl: string = yield select(selectProductHostUrl);
  const url = notAuthorisedRedirectUrl(productHostUrl, window.location.origin);
  yield put(notAuthorisedDetected({ url }));
  yield call([browser, browser.leave], url);
  return true;
}

/**
 * A worker's catch in one step: the caught failure as a serialisable ApiError, after applying the
 * not-authorised rule. `const error: ApiError = yield call(failureOf, caught)`.
 */
export function* failureOf(caught: unknown) {
  const error = toApiError(caught);
  yield call(leaveIfNotAuthorised, error);
  return error;
}
