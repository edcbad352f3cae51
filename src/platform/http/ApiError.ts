import { UnsafePath } from '@/lib/pathSegment';

/**
 * What went wrong, as a stable code: screens render it in the buyer's language at render time
 * (platform/i18n formatApiError), never from `message`.
 * - requestFailed: the server answered with a failing HTTP status ("Request has failed with status code: {status}");
 * - failed: the call failed without a status or a message of its own ("Request has failed");
 * - noParsedBody: a reply without data ("No parsed body");
 * - server: the server said why in its own words (isSuccess false with a message), shown as it is;
 * - network: no reply at all;
 * - timeout: no reply within the client's requestTimeoutMs (config), so the call was stopped;
 * - notPermitted: the buyer's permissions do not allow the action (spec 01 §6 "You don't have permission"):
 *   either the saga refused before calling (its half of a gated action) or the server answered 403
 *   with that very message;
 * - unknown: anything else thrown; its message, if any, is shown as it is (spec 01 §8 "any other error shows its message").
 */
export type ApiErrorKind = 'requestFailed' | 'failed' | 'noParsedBody' | 'server' | 'network' | 'timeout' | 'notPermitted' | 'unknown';

/**
 * A failure as a plain, serialisable value: sagas `put` this, never an Error instance,
 * so the store stays serialisable and tests can compare it.
 */
export interface ApiError {
  kind: ApiErrorKind;
  /** The English text (the spec's wording): for logs and the not-authorised rule, not for rendering. */
  message: string;
  /** HTTP status when the failure came from a response. */
  status?: number;
  /** Server-side validation failures (e.g. invite, supplier reference). */
  validationIssues?: ValidationIssue[];
  /** The server's own message on a failed status, kept beside the spec's generic `message`. */
  detail?: string;
}

export interface ValidationIssue {
  propertyName?: string;
  propertyFailures?: string[];
  errorMessage?: string;
}

export const REQUEST_FAILED = (status: number) => `Request has failed with status code: ${status}`;
export const REQUEST_FAILED_PLAIN = 'Request has failed';
export const NO_PARSED_BODY = 'No parsed body';
export const NETWORK_ERROR = 'Network Error';
export const UNKNOWN_ERROR = 'Unknown error';
export const TIMED_OUT = 'Request timed out';
/** Spec 01 §6's words, and the message of a platform's 403 permission refusal. */
export const NOT_PERMITTED = "You don't have permission";

const withOptional = (value: ApiError, extra: Pick<ApiError, 'status' | 'validationIssues' | 'detail'>): ApiError => {
  if (extra.status !== undefined) value.status = extra.status;
  if (extra.validationIssues) value.validationIssues = extra.validationIssues;
  if (extra.detail) value.detail = extra.detail;
  return value;
};

/** Builders of each kind, so the HTTP layer and the odd saga say a failure the same way. */
export const apiErrors = {
  requestFailed: (status: number, extra: Pick<ApiError, 'validationIssues' | 'detail'> = {}): ApiError =>
    withOptional({ kind: 'requestFailed', message: REQUEST_FAILED(status) }, { ...extra, status }),
  /** A reply that says it failed (isSuccess false): its message when it gives one. */
  refused: (message: string | null | undefined, extra: Pick<ApiError, 'status' | 'validationIssues'> = {}): ApiError =>
    withOptional(message?.trim() ? { kind: 'server', message } : { kind: 'failed', message: REQUEST_FAILED_PLAIN }, extra),
  noParsedBody: (status?: number): ApiError => withOptional({ kind: 'noParsedBody', message: NO_PARSED_BODY }, { status }),
  network: (message?: string): ApiError => ({ kind: 'network', message: message || NETWORK_ERROR }),
  /** The buyer may not do this: refused by the app before calling (no status) or by the server (403). */
  notPermitted: (status?: number): ApiError => withOptional({ kind: 'notPermitted', message: NOT_PERMITTED }, { status }),
};

/** A permission refusal, the app's or the server's: the screens say "You don't have permission" and keep what was typed. */
export const isNotPermitted = (error: ApiError | null | undefined): error is ApiError & { kind: 'notPermitted' } =>
  error?.kind === 'notPermitted';

/** Thrown by the HTTP layer; carries the serialisable value. */
export class HttpFailure extends Error {
  readonly value: ApiError;
  constructor(value: ApiError) {
    super(value.message);
    this.name = 'HttpFailure';
    this.value = value;
  }
  get status() {
    return this.value.status;
  }
}

/** Turns anything thrown into an ApiError value. */
export function toApiError(error: unknown): ApiError {
  if (error instanceof HttpFailure) return { ...error.value };
  // A path refused before any call names nothing the server could have: it fails as an unknown
  // resource would (404), so screens say what they say for one (e.g. "This search is no longer available").
  if (error instanceof UnsafePath) return apiErrors.requestFailed(404);
  if (error instanceof Error) return { kind: 'unknown', message: error.message };
  if (typeof error === 'string') return { kind: 'unknown', message: error };
  return { kind: 'unknown', message: UNKNOWN_ERROR };
}
