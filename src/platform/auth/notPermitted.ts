import { apiErrors, type ApiError } from '../http/ApiError';

/**
 * The failure a saga puts when it refuses a gated action itself (the buyer's permissions do not
 * allow it): spec 01 §6's "You don't have permission", the same value the HTTP layer makes of the
 * server's 403 permission refusal, so a screen renders both alike.
 */
export const notPermittedError = (): ApiError => apiErrors.notPermitted();
