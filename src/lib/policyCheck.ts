import { PROCESS_STATUS, type ConnectionRequirementRowDto } from '@/services/compliance/connectionTypes';
import type { CompliancePolicyDto } from '@/services/policy/types';

/**
 * THE policy check rule (issue 17 "Check against a policy", issue 41 "Compare suppliers"): the
 * connections tab and the comparison both read it, so a supplier stands the same against a policy
 * wherever the buyer looks.
 */

/** How the supplier stands on one of the policy's requirements. */
export type PolicyRequirementState = 'met' | 'expiring' | 'expired' | 'missing';

export const POLICY_REQUIREMENT_STATES: readonly PolicyRequirementState[] = ['met', 'expiring', 'expired', 'missing'];

type MetFlags = Pick<ConnectionRequirementRowDto, 'isRequirementAndMaturityCompliant' | 'isRequirementCompliant'>;

/**
 * Whether one requirement is met (spec 03 §4 "Derived goal"): the maturity-aware flag when the
 * service gives one (not null), otherwise the plain flag. `false` from the maturity flag wins over a
 * plain `true`: the requirement is answered but its maturity target is not reached.
 */
export const isRequirementMet = (row: MetFlags): boolean => row.isRequirementAndMaturityCompliant ?? row.isRequirementCompliant;

export interface PolicyCheckRow {
  /** The requirement id (the table's row key). */
  id: number;
  /** Null when the service returned no row for a requirement the policy lists. */
  row: ConnectionRequirementRowDto | null;
  state: PolicyRequirementState;
}

/** Met only if every requirement is met (or met and expiring); nothing to check is not met. */
export interface PolicyVerdict {
  isCompliant: boolean;
  metCount: number;
  total: number;
}

export interface PolicyCheck {
  rows: PolicyCheckRow[];
  goal: PolicyVerdict;
  counts: Record<PolicyRequirementState, number>;
}

/** The policy's requirement ids in the policy's order, each once. */
export function policyRequirementIds(policy: Pick<CompliancePolicyDto, 'policyGoals'>): number[] {
  return [...new Set(policy.policyGoals.flatMap((goal) => goal.policyRequirements.map((r) => r.requirementId)))];
}

/**
 * One requirement's state, on the platform's own word (its process statuses), never on the
 * browser's clock: expired when the platform says so; otherwise missing when not met (or never
 * answered); expiring when met but due to expire; otherwise met.
 */
export function requirementState(row: ConnectionRequirementRowDto | null): PolicyRequirementState {
  if (!row) return 'missing';
  if (row.processStatuses.includes(PROCESS_STATUS.expired)) return 'expired';
  if (!isRequirementMet(row)) return 'missing';
  return row.processStatuses.includes(PROCESS_STATUS.dueToExpire) ? 'expiring' : 'met';
}

/** A state that counts towards meeting the policy. */
export const countsAsMet = (state: PolicyRequirementState) => state === 'met' || state === 'expiring';

/**
 * The supplier against one of the buyer's policies: each of the policy's requirements with its
 * state (the first row of a requirement wins; rows the policy does not list are ignored); the
 * policy is met only if every requirement is, as for a connection's derived goal.
 */
export function checkAgainstPolicy(policy: Pick<CompliancePolicyDto, 'policyGoals'>, rows: readonly ConnectionRequirementRowDto[]): PolicyCheck {
  const byId = new Map<number, ConnectionRequirementRowDto>();
  for (const row of rows) if (!byId.has(row.requirementId)) byId.set(row.requirementId, row);
  const checked = policyRequirementIds(policy).map((id) => {
    const row = byId.get(id) ?? null;
    return { id, row, state: requirementState(row) };
  });
  const counts: Record<PolicyRequirementState, number> = { met: 0, expiring: 0, expired: 0, missing: 0 };
  for (const { state } of checked) counts[state] += 1;
  const metCount = counts.met + counts.expiring;
  return { rows: checked, goal: { isCompliant: checked.length > 0 && metCount === checked.length, metCount, total: checked.length }, counts };
}
