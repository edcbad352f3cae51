export { clientFor, configureClients, type HttpClient } from './clients';
export { apiErrors, HttpFailure, isNotPermitted, toApiError, NOT_PERMITTED, REQUEST_FAILED, NO_PARSED_BODY } from './ApiError';
export type { ApiError, ApiErrorKind, ValidationIssue } from './ApiError';
