export * from './types';
export { parseConfig } from './parseConfig';
export { loadConfig, CONFIG_TIMEOUT_MS } from './loadConfig';
export type { ConfigLoadResult } from './loadConfig';
export type { ConfigResult } from './parseConfig';
export { communityOrganisationName, DEFAULT_COMMUNITY_ORGANISATION_NAME } from './communityOrganisation';
export { environmentOf, isRequirementListed, maySeeResponses, EXCLUDED_REQUIREMENT_IDS, REQUIREMENT_GATES } from './requirementGates';
export type { RequirementGate, RequirementGateContext } from './requirementGates';
