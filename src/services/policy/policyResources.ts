import { defineResource } from '@/platform/resource';
import { IN_BUYER_LANGUAGE } from '../buyerLanguage';
import { getCompliancePolicies } from './policyService';
import { getEntityPolicyStatus, getPolicy, type PolicySourceName } from './policyStatusService';

/** The buyer's compliance policies (GET /policy): one list, whichever screen or dialog reads it (invite, add to segment). */
export const compliancePolicies = defineResource({
  name: 'policy/compliancePolicies',
  load: (_args: Record<string, never>) => getCompliancePolicies(),
  provides: () => [IN_BUYER_LANGUAGE],
});

/** One policy with its goals and requirements, as used by a segment or a project (GET /policy/{id}?sourceName). */
export const policy = defineResource({
  name: 'policy/policy',
  load: ({ policyId, sourceName }: { policyId: number; sourceName: PolicySourceName }, signal) => getPolicy(policyId, sourceName, signal),
  transition: true,
});

/** How a supplier (the entity) stands against a policy. */
export const entityPolicyStatus = defineResource({
  name: 'policy/entityPolicyStatus',
  load: ({ policyId, entityId }: { policyId: number; entityId: number }, signal) => getEntityPolicyStatus(policyId, entityId, signal),
  transition: true,
});
