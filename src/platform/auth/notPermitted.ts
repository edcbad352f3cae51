import type { ApiError } from '../http/ApiError';

/**
 * The failure a saga puts when it refuses a gated action itself (the buyer's permissions do not
 * allow it): spec 01 §6's "You don't have permission". Outside ApiError's builders because only
 * the feature sagas (lazy chunks) use it, not the landing's first load.
 */
export const notPermittedError = (): ApiError => ({ kind: 'notPermitted', message: "You don't have permission" });
