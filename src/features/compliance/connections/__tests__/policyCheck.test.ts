import { describe, expect, it } from 'vitest';
import { PROCESS_STATUS } from '@/services/compliance/connectionTypes';
import { checkAgainstPolicy, policyRequirementIds } from '../policyCheck/policyCheck';
import { requirementRow } from './rows';

const policy = (...goals: [number, number[]][]) => ({
  policyGoals: goals.map(([goalId, ids]) => ({ goalId, policyRequirements: ids.map((requirementId) => ({ requirementId })) })),
});

describe('checkAgainstPolicy', () => {
  it('lists each of the policy’s requirements once, in the policy’s order', () => {
    expect(policyRequirementIds(policy([101, [3, 1]], [111, [1, 4]]))).toEqual([3, 1, 4]);
  });

  it('marks requirements met, expiring (met but due to expire) or missing (not met, maturity not met, or no row)', () => {
    const check = checkAgainstPolicy(policy([101, [1, 2, 3, 4, 5]]), [
      requirementRow(1),
      requirementRow(2, { processStatuses: [PROCESS_STATUS.dueToExpire] }),
      requirementRow(3, { isRequirementCompliant: false, processStatuses: [PROCESS_STATUS.expired] }),
      requirementRow(4, { isRequirementAndMaturityCompliant: false }),
      // 5 has no row at all
    ]);
    expect(check.rows.map((r) => [r.id, r.state])).toEqual([[1, 'met'], [2, 'expiring'], [3, 'missing'], [4, 'missing'], [5, 'missing']]);
    expect(check.rows[4].row).toBeNull();
    expect(check.counts).toEqual({ met: 1, expiring: 1, missing: 3 });
    expect(check.goal).toEqual({ isCompliant: false, metCount: 2, total: 5 });
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
