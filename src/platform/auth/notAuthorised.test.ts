import { describe, expect, it } from 'vitest';
import { apiErrors, toApiError, type ApiError } from '../http/ApiError';
import { isNotAuthorised, NOT_AUTHORISED_TEXT } from './notAuthorised';

const ECHO = `No public profile at ${NOT_AUTHORISED_TEXT}`;

describe('isNotAuthorised: only the server’s 401/403 answer sends the buyer away (spec 01 §8, issue 34)', () => {
  it.each<[string, ApiError, boolean]>([
    ['a 403 answering the text', apiErrors.requestFailed(403, { detail: NOT_AUTHORISED_TEXT }), true],
    ['a 401 answering the text', apiErrors.requestFailed(401, { detail: NOT_AUTHORISED_TEXT }), true],
    ['a 403 with the text inside a longer message', apiErrors.requestFailed(403, { detail: `${NOT_AUTHORISED_TEXT}.` }), true],
    ['a 404 echoing the url it could not find', apiErrors.requestFailed(404, { detail: ECHO }), false],
    ['a 400 echoing a field', apiErrors.requestFailed(400, { detail: NOT_AUTHORISED_TEXT }), false],
    ['a 500 with the text', apiErrors.requestFailed(500, { detail: NOT_AUTHORISED_TEXT }), false],
    ['an isSuccess:false reply on 200', apiErrors.refused(NOT_AUTHORISED_TEXT, { status: 200 }), false],
    ['a 403 without the server’s words', apiErrors.requestFailed(403), false],
    ['a 403 whose own message (not the server’s) holds the text', { kind: 'unknown', message: NOT_AUTHORISED_TEXT, status: 403 }, false],
    ['an error thrown in the app', toApiError(new Error(NOT_AUTHORISED_TEXT)), false],
    ['a plain string thrown', toApiError(NOT_AUTHORISED_TEXT), false],
  ])('%s → %s', (_, error, expected) => {
    expect(isNotAuthorised(error)).toBe(expected);
  });

  it('no error is not a refusal', () => {
    expect(isNotAuthorised(null)).toBe(false);
    expect(isNotAuthorised(undefined)).toBe(false);
  });
});
