import { apiPath } from '@/lib/pathSegment';
import { clientFor } from '@/platform/http';
import type { CompliancePolicyDto } from './types';

/** Where a policy is used: GET /policy/{id} takes it as `sourceName` (spec 03 §7). */
export type PolicySourceName = 'Segment' | 'Project';

/** Project compliance status (spec 03 §3): 0 not compliant, 1 partially met, 2 compliant. */
export const PROJECT_COMPLIANCE_STATUS = { notCompliant: 0, partiallyMet: 1, compliant: 2 } as const;
export type ProjectComplianceStatus = (typeof PROJECT_COMPLIANCE_STATUS)[keyof typeof PROJECT_COMPLIANCE_STATUS];

export interface EntityPolicyStatusDto {
  compliancePolicyStatus: ProjectComplianceStatus;
}

/** GET {policy}/policy/{id}?sourceName=Segment|Project: one policy with its goals and requirements. */
export async function getPolicy(id: number, sourceName: PolicySourceName, signal?: AbortSignal): Promise<CompliancePolicyDto> {
  const { data } = await clientFor('policy').get<CompliancePolicyDto>(apiPath`/policy/${id}`, { params: { sourceName }, signal });
  return data;
}

/** GET {policy}/entity-policy-status/policy/{policyId}/entity/{entityId}: how the supplier stands against the policy. */
export async function getEntityPolicyStatus(policyId: number, entityId: number, signal?: AbortSignal): Promise<ProjectComplianceStatus> {
  const { data } = await clientFor('policy').get<EntityPolicyStatusDto>(apiPath`/entity-policy-status/policy/${policyId}/entity/${entityId}`, { signal });
  return data.compliancePolicyStatus;
}
