import { describe, expect, it } from 'vitest';
import type { RequirementDetailRowDto } from '@/services/compliance/complianceDetailsTypes';
import { groupRequirements, sortLevels, STANDARD_ORDER } from './grouping';

const row = (requirementId: number, groupName: string, goalId: number, goalDisplayOrder: number, requirementOrder = requirementId): RequirementDetailRowDto => ({
  requirementId, requirementVersionId: requirementId * 10 + 1, requirementName: `R${requirementId}`, groupName, goalId, goalName: `G${goalId}`,
  goalVersionId: 1, goalDisplayOrder, goalReference: '', isRequirementCompliant: true, requirementStatusName: 'Verified', standardStatusName: '',
  isStandardCompliant: true, validFrom: null, expiryDate: null, lastModifiedDate: null, verifiedDate: null, requirementOrder,
});

describe('Levels detail groups (spec 03 §2, §9)', () => {
  const rows = [
    row(1, 'Data Sharing Status', 101, 91),
    row(2, 'Identity', 101, 91),
    row(3, 'Health and safety', 103, 93),
    row(4, 'Financials', 102, 92),
    row(5, 'A custom standard', 102, 92),
    row(2, 'Identity', 103, 93),
  ];
  it('by standards: the spec display order, unknown standards after, each requirement once', () => {
    const groups = groupRequirements(rows, 'standards');
    expect(groups.map((g) => g.name)).toEqual(['Identity', 'Financials', 'Health and safety', 'Data Sharing Status', 'A custom standard']);
    expect(groups[0].rows).toHaveLength(1);
  });
  it('by level: levels by display order descending', () => {
    expect(groupRequirements(rows, 'level').map((g) => g.name)).toEqual(['G103', 'G102', 'G101']);
  });
  it('rows keep the requirement order inside a group', () => {
    const groups = groupRequirements([row(9, 'Identity', 1, 1, 2), row(8, 'Identity', 1, 1, 1)], 'level');
    expect(groups[0].rows.map((r) => r.requirementId)).toEqual([8, 9]);
  });
  it('the standard order is the spec list, Identity first and Data Sharing Status last', () => {
    expect(STANDARD_ORDER[0]).toBe('Identity');
    expect(STANDARD_ORDER.at(-1)).toBe('Data Sharing Status');
    expect(STANDARD_ORDER).toHaveLength(13);
  });
  it('sortLevels: display order descending', () => {
    expect(sortLevels([{ goalDisplayOrder: 1 }, { goalDisplayOrder: 3 }, { goalDisplayOrder: 2 }]).map((l) => l.goalDisplayOrder)).toEqual([3, 2, 1]);
  });
});
