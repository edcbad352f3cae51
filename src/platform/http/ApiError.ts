/**
 * A failure as a plain, serialisable value: sagas `put` this, never an Error instance,
 * so the store stays serialisable and tests can compare it.
 */
export interface ApiError {
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

/** Thrown by the HTTP layer; carries the serialisable value. */
export class HttpFailure extends Error {
  readonly status?: number;
  readonly validationIssues?: ValidationIssue[];
  readonly detail?: string;
  constructor(message: string, status?: number, validationIssues?: ValidationIssue[], detail?: string) {
    super(message);
    this.name = 'HttpFailure';
    this.status = status;
    this.validationIssues = validationIssues;
    this.detail = detail;
  }
}

export const REQUEST_FAILED = (status: number) => `Request has failed with status code: ${status}`;
export const NO_PARSED_BODY = 'No parsed body';

/** Turns anything thrown into an ApiError value. */
export function toApiError(error: unknown): ApiError {
  if (error instanceof HttpFailure) {
    const value: ApiError = { message: error.message };
    if (error.status !== undefined) value.status = error.status;
    if (error.validationIssues) value.validationIssues = error.validationIssues;
    if (error.detail) value.detail = error.detail;
    return value;
  }
  if (error instanceof Error) return { message: error.message };
  if (typeof error === 'string') return { message: error };
  return { message: 'Unknown error' };
}
