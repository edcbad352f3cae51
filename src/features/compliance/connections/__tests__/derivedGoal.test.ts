import { describe, expect, it } from 'vitest';
import { connectionRequirements, deriveConnectionGoal, isRequirementMet } from '../derivedGoal';
import { requirementRow } from './rows';

describe('isRequirementMet (spec 03 §4: the maturity-aware flag when not null, else the plain flag)', () => {
  it('uses the plain flag when the maturity-aware flag is null', () => {
    expect(isRequirementMet({ isRequirementCompliant: true, isRequirementAndMaturityCompliant: null })).toBe(true);
    expect(isRequirementMet({ isRequirementCompliant: false, isRequirementAndMaturityCompliant: null })).toBe(false);
  });

  it('a maturity-aware false wins over a plain true (false is not null)', () => {
    expect(isRequirementMet({ isRequirementCompliant: true, isRequirementAndMaturityCompliant: false })).toBe(false);
  });

  it('a maturity-aware true wins over a plain false', () => {
    expect(isRequirementMet({ isRequirementCompliant: false, isRequirementAndMaturityCompliant: true })).toBe(true);
  });
});

describe('deriveConnectionGoal', () => {
  it('is compliant only when every requirement is met', () => {
    const goal = deriveConnectionGoal([requirementRow(1), requirementRow(2), requirementRow(3, { isRequirementCompliant: false })]);
    expect(goal).toEqual({ isCompliant: false, metCount: 2, total: 3 });
    expect(deriveConnectionGoal([requirementRow(1), requirementRow(2)])).toEqual({ isCompliant: true, metCount: 2, total: 2 });
  });

  it('counts a plain-compliant row whose maturity is not met as unmet', () => {
    const goal = deriveConnectionGoal([requirementRow(1), requirementRow(2, { isRequirementAndMaturityCompliant: false })]);
    expect(goal.isCompliant).toBe(false);
    expect(goal.metCount).toBe(1);
  });

  it('with no requirements at all nothing was verified, so it is not compliant', () => {
    expect(deriveConnectionGoal([])).toEqual({ isCompliant: false, metCount: 0, total: 0 });
  });
});

describe('connectionRequirements (the goal’s plus the policy’s, unique by requirementId)', () => {
  it('keeps the goal’s rows first and adds the policy’s that are new', () => {
    const goalRows = [requirementRow(1), requirementRow(2)];
    const policyRows = [requirementRow(2, { goalId: 111, isRequirementCompliant: false }), requirementRow(5, { goalId: 111 })];
    const rows = connectionRequirements(goalRows, policyRows);
    expect(rows.map((r) => r.requirementId)).toEqual([1, 2, 5]);
    // The goal's row of requirement 2 is kept, not the policy's.
    expect(rows[1].goalId).toBe(101);
    expect(rows[1].isRequirementCompliant).toBe(true);
  });

  it('drops duplicates within one list too', () => {
    expect(connectionRequirements([requirementRow(3), requirementRow(3)], []).map((r) => r.requirementId)).toEqual([3]);
  });

  it('an empty policy leaves the goal’s requirements; an empty goal leaves the policy’s', () => {
    expect(connectionRequirements([requirementRow(1)], []).map((r) => r.requirementId)).toEqual([1]);
    expect(connectionRequirements([], [requirementRow(4)]).map((r) => r.requirementId)).toEqual([4]);
    expect(connectionRequirements([], [])).toEqual([]);
  });
});
