import { describe, expect, it } from 'vitest';
import { PROCESS_STATUS, type ConnectionRequirementRowDto } from '@/services/compliance/connectionTypes';
import { checkAgainstPolicy, isRequirementMet, policyRequirementIds, requirementState } from './policyCheck';

/** A connection requirement row: met by default, no maturity target. */
function requirementRow(requirementId: number, overrides: Partial<ConnectionRequirementRowDto> = {}): ConnectionRequirementRowDto {
  return {
    requirementId, requirementVersionId: requirementId * 100, requirementName: `Requirement ${requirementId}`, groupName: 'Insurances',
    goalId: 101, goalName: 'Bronze', goalVersionId: 1011, goalDisplayOrder: 0, goalReference: 'CL-BRONZE',
    isRequirementCompliant: true, requirementStatusName: 'Verified', standardStatusName: 'Verified', isStandardCompliant: true,
    lastModifiedDate: '2024-12-20', verifiedDate: '2025-01-01', isRequirementAndMaturityCompliant: null, requirementAndMaturityStatusName: null,
    validFrom: '2025-01-01', expiryDate: '2027-01-01', processStatuses: [], requirementOrder: requirementId,
    ...overrides,
  };
}

const policy = (...goals: [number, number[]][]) => ({
  policyGoals: goals.map(([goalId, ids]) => ({ goalId, policyRequirements: ids.map((requirementId) => ({ requirementId })) })),
});

describe('checkAgainstPolicy (the one rule of the connections tab and the comparison)', () => {
  it('lists each of the policy’s requirements once, in the policy’s order', () => {
    expect(policyRequirementIds(policy([101, [3, 1]], [111, [1, 4]]))).toEqual([3, 1, 4]);
  });

  it('marks requirements met, expiring (met but due to expire), expired (the platform says so) or missing (not met, maturity not met, or no row)', () => {
    const check = checkAgainstPolicy(policy([101, [1, 2, 3, 4, 5]]), [
      requirementRow(1),
      requirementRow(2, { processStatuses: [PROCESS_STATUS.dueToExpire] }),
      requirementRow(3, { isRequirementCompliant: false, processStatuses: [PROCESS_STATUS.expired] }),
      requirementRow(4, { isRequirementAndMaturityCompliant: false }),
      // 5 has no row at all
    ]);
    expect(check.rows.map((r) => [r.id, r.state])).toEqual([[1, 'met'], [2, 'expiring'], [3, 'expired'], [4, 'missing'], [5, 'missing']]);
    expect(check.rows[4].row).toBeNull();
    expect(check.counts).toEqual({ met: 1, expiring: 1, expired: 1, missing: 2 });
    expect(check.goal).toEqual({ isCompliant: false, metCount: 2, total: 5 });
  });

  it('an expired requirement is expired even where a stale flag still says met; a not-met one without the expired status is missing', () => {
    expect(requirementState(requirementRow(1, { processStatuses: [PROCESS_STATUS.expired] }))).toBe('expired');
    expect(requirementState(requirementRow(1, { isRequirementCompliant: false, processStatuses: [PROCESS_STATUS.dueToExpire] }))).toBe('missing');
    expect(requirementState(null)).toBe('missing');
  });

  it('the maturity-aware flag decides when it is given, the plain flag otherwise', () => {
    expect(isRequirementMet({ isRequirementAndMaturityCompliant: false, isRequirementCompliant: true })).toBe(false);
    expect(isRequirementMet({ isRequirementAndMaturityCompliant: true, isRequirementCompliant: false })).toBe(true);
    expect(isRequirementMet({ isRequirementAndMaturityCompliant: null, isRequirementCompliant: true })).toBe(true);
  });

  it('is met when every requirement is met or expiring (the derived-goal rule)', () => {
    const check = checkAgainstPolicy(policy([101, [1, 2]]), [requirementRow(1), requirementRow(2, { processStatuses: [PROCESS_STATUS.dueToExpire] })]);
    expect(check.goal.isCompliant).toBe(true);
  });

  it('ignores rows for requirements the policy does not list, and duplicate rows', () => {
    const check = checkAgainstPolicy(policy([101, [1]]), [requirementRow(1), requirementRow(1, { isRequirementCompliant: false }), requirementRow(9, { isRequirementCompliant: false })]);
    expect(check.rows).toHaveLength(1);
    expect(check.goal.isCompliant).toBe(true);
  });

  it('an empty policy has nothing to check', () => {
    const check = checkAgainstPolicy(policy(), [requirementRow(1)]);
    expect(check.rows).toEqual([]);
    expect(check.goal).toEqual({ isCompliant: false, metCount: 0, total: 0 });
  });
});
