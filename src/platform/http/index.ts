export { clientFor, configureClients } from './clients';
export { createClient } from './createClient';
export { HttpFailure, toApiError, REQUEST_FAILED, NO_PARSED_BODY } from './ApiError';
export type { ApiError, ValidationIssue } from './ApiError';
