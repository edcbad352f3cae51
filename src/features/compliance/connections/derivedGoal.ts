import { isRequirementMet } from '@/lib/policyCheck';
import type { ConnectionRequirementRowDto } from '@/services/compliance/connectionTypes';

/** The one rule of whether a requirement is met lives with the policy check (lib/policyCheck). */
export { isRequirementMet };

/**
 * A connection's requirements: the goal's, then the policy's, unique by requirementId (the first
 * row of a requirement wins, so a requirement the goal already lists keeps the goal's row).
 */
export function connectionRequirements(
  goalRows: readonly ConnectionRequirementRowDto[],
  policyRows: readonly ConnectionRequirementRowDto[],
): ConnectionRequirementRowDto[] {
  const seen = new Set<number>();
  const unique: ConnectionRequirementRowDto[] = [];
  for (const row of [...goalRows, ...policyRows]) {
    if (seen.has(row.requirementId)) continue;
    seen.add(row.requirementId);
    unique.push(row);
  }
  return unique;
}

export interface DerivedGoal {
  /**
   * Every requirement met. With no requirements at all nothing was verified, so false: "compliant
   * only if every requirement is compliant" (spec 03 §4) is a condition, and a buyer reads Verified
   * as "checked and met", not "nothing to check".
   */
  isCompliant: boolean;
  metCount: number;
  total: number;
}

/** The connection's goal derived from its requirements: compliant only if every requirement is met. */
export function deriveConnectionGoal(rows: readonly ConnectionRequirementRowDto[]): DerivedGoal {
  const metCount = rows.filter(isRequirementMet).length;
  return { isCompliant: rows.length > 0 && metCount === rows.length, metCount, total: rows.length };
}
