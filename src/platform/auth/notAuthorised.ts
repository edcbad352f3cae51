import type { ApiError } from '../http/ApiError';

/** Spec 01 §8: this text inside the server's error message sends the buyer away from the app. */
export const NOT_AUTHORISED_TEXT = 'User is not authorised to view this content';

/** The statuses on which a server refuses a buyer; only these can carry the not-authorised answer. */
const REFUSING_STATUSES: ReadonlySet<number> = new Set([401, 403]);

/**
 * Only the server's own answer on a refusing status (its `detail`, kept by the HTTP layer) counts
 * (issue 34): a message on another status, or an `isSuccess: false` reply, may echo what the
 * buyer's URL or form sent (a 404 naming the url it could not find), and text from elsewhere
 * must never send the buyer off the app.
 */
export const isNotAuthorised = (error: ApiError | null | undefined) =>
  !!error && error.status !== undefined && REFUSING_STATUSES.has(error.status)
  && !!error.detail && error.detail.includes(NOT_AUTHORISED_TEXT);

/**
 * One rule for every feature. Where a buyer without rights is sent: the provider's new-buyer enquiries page on the product
 * host. The spec's special case (one community account goes to the onboarding portal's sign-up
 * page) needs an account id the identity does not carry yet; see the issue report.
 */
export const NEW_BUYER_ENQUIRIES_PATH = 'contact/new-buyer-enquiries';

export function notAuthorisedRedirectUrl(productHostUrl: string, currentOrigin: string): string {
  const base = new URL(productHostUrl || '/', currentOrigin);
  if (!base.pathname.endsWith('/')) base.pathname += '/';
  return new URL(NEW_BUYER_ENQUIRIES_PATH, base).toString();
}
