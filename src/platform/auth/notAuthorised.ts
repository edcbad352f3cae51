import type { ApiError } from '../http/ApiError';

/** Spec 01 §8: this text inside any error message sends the buyer away from the app. */
export const NOT_AUTHORISED_TEXT = 'User is not authorised to view this content';

/** The text may come as the failure's message (isSuccess:false) or the server's detail on a failed status. */
export const isNotAuthorised = (error: ApiError | null | undefined) =>
  !!error && [error.message, error.detail].some((text) => !!text && text.includes(NOT_AUTHORISED_TEXT));

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
