import { PROCESS_STATUS, type ConnectionRequirementRowDto } from '@/services/compliance/connectionTypes';
import type { CompliancePolicyDto } from '@/services/policy/types';
import { isRequirementMet, type DerivedGoal } from '../derivedGoal';

/** How the supplier stands on one of the policy's requirements. */
export type PolicyRequirementState = 'met' | 'expiring' | 'missing';

export interface PolicyCheckRow {
  /** The requirement id (the table's row key). */
  id: number;
  /** Null when the service returned no row for a requirement the policy lists. */
  row: ConnectionRequirementRowDto | null;
  state: PolicyRequirementState;
}

export interface PolicyCheck {
  rows: PolicyCheckRow[];
  /** The derived-goal rule over the policy's requirements (a requirement with no row is not met). */
  goal: DerivedGoal;
  counts: Record<PolicyRequirementState, number>;
}

/** The policy's requirement ids in the policy's order, each once. */
export function policyRequirementIds(policy: Pick<CompliancePolicyDto, 'policyGoals'>): number[] {
  return [...new Set(policy.policyGoals.flatMap((goal) => goal.policyRequirements.map((r) => r.requirementId)))];
}

function stateOf(row: ConnectionRequirementRowDto | null): PolicyRequirementState {
  if (!row || !isRequirementMet(row)) return 'missing';
  return row.processStatuses.includes(PROCESS_STATUS.dueToExpire) ? 'expiring' : 'met';
}

/**
 * The supplier against any of the buyer's policies (issue 17 "Check against a policy"): each of the
 * policy's requirements is met, expiring (met, but due to expire) or missing (not met, or never
 * answered); the policy is met only if every requirement is, as for a connection's derived goal.
 */
export function checkAgainstPolicy(policy: Pick<CompliancePolicyDto, 'policyGoals'>, rows: readonly ConnectionRequirementRowDto[]): PolicyCheck {
  const byId = new Map<number, ConnectionRequirementRowDto>();
  for (const row of rows) if (!byId.has(row.requirementId)) byId.set(row.requirementId, row);
  const checked = policyRequirementIds(policy).map((id) => {
    const row = byId.get(id) ?? null;
    return { id, row, state: stateOf(row) };
  });
  const counts: Record<PolicyRequirementState, number> = { met: 0, expiring: 0, missing: 0 };
  for (const { state } of checked) counts[state] += 1;
  const metCount = counts.met + counts.expiring;
  return { rows: checked, goal: { isCompliant: checked.length > 0 && metCount === checked.length, metCount, total: checked.length }, counts };
}
