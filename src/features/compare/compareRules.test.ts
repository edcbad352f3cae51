import { describe, expect, it } from 'vitest';
import { PROCESS_STATUS, type ConnectionRequirementRowDto } from '@/services/compliance/connectionTypes';
import { differs, factRows, moveColumn, policyRows, type CompareColumn, type SupplierFacts } from './compareRules';

const reqRow = (requirementId: number, overrides: Partial<ConnectionRequirementRowDto> = {}): ConnectionRequirementRowDto => ({
  requirementId, requirementVersionId: requirementId * 100, requirementName: `Requirement name ${requirementId}`, groupName: 'Insurances',
  goalId: 101, goalName: 'Bronze', goalVersionId: 1011, goalDisplayOrder: 0, goalReference: 'CL-BRONZE',
  isRequirementCompliant: true, requirementStatusName: 'Verified', standardStatusName: 'Verified', isStandardCompliant: true,
  lastModifiedDate: null, verifiedDate: null, isRequirementAndMaturityCompliant: null, requirementAndMaturityStatusName: null,
  validFrom: null, expiryDate: null, processStatuses: [], requirementOrder: requirementId, ...overrides,
});

const facts = (id: number, overrides: Partial<SupplierFacts> = {}): SupplierFacts => ({
  id, name: `Supplier ${id}`, location: 'Leeds, West Yorkshire', distance: null, companySize: 'Small', employees: 20, turnover: 1_000_000,
  levels: [{ name: 'Bronze', statusName: 'Verified', isCompliant: true }], ssip: [], compliantUntil: '2027-03-01', connections: 2,
  workCategories: [], policyRows: null, ...overrides,
});

const loaded = (f: SupplierFacts): CompareColumn => ({ id: f.id, status: 'loaded', facts: f });

describe('comparison rules (issue 41)', () => {
  it('marks a row only when two or more loaded suppliers hold different values', () => {
    expect(differs([{ kind: 'text', text: 'A' }, { kind: 'text', text: 'A' }])).toBe(false);
    expect(differs([{ kind: 'text', text: 'A' }, { kind: 'text', text: 'B' }])).toBe(true);
    // A column still loading (null) neither makes nor hides a difference.
    expect(differs([{ kind: 'text', text: 'A' }, null])).toBe(false);
    expect(differs([{ kind: 'text', text: 'A' }, null, { kind: 'text', text: null }])).toBe(true);
  });

  it('lays the facts side by side, marks the rows that differ and leaves unloaded columns empty', () => {
    const rows = factRows([
      loaded(facts(1)),
      loaded(facts(2, { employees: 45, levels: [{ name: 'Bronze', statusName: 'Verified', isCompliant: true }, { name: 'Gold', statusName: 'In Progress', isCompliant: false }] })),
      { id: 3, status: 'loading' },
    ], []);
    const byId = new Map(rows.map((r) => [r.id, r]));
    expect(byId.get('location')).toMatchObject({ differs: false, cells: [{ kind: 'text', text: 'Leeds, West Yorkshire' }, { kind: 'text', text: 'Leeds, West Yorkshire' }, null] });
    expect(byId.get('employees')?.differs).toBe(true);
    expect(byId.get('level:Bronze')?.differs).toBe(false);
    // A level only one of them holds: the other shows it as not held, and the row differs.
    expect(byId.get('level:Gold')).toMatchObject({ differs: true, cells: [{ kind: 'held', statusName: null }, { kind: 'held', statusName: 'In Progress' }, null] });
    expect(rows.map((r) => r.id)).toEqual(['location', 'companySize', 'employees', 'turnover', 'level:Bronze', 'level:Gold', 'ssip', 'compliantUntil', 'connections']);
  });

  it('adds one row per work category the search asked for, with each supplier’s status', () => {
    const rows = factRows([
      loaded(facts(1, { workCategories: [{ name: 'Groundworks (2)', statusName: 'Not Verified', isCompliant: false }, { name: 'groundworks', statusName: 'Verified', isCompliant: true }, { name: 'Roofing', statusName: 'Verified', isCompliant: true }] })),
      loaded(facts(2)),
    ], [{ id: 7, name: 'Groundworks' }]);
    expect(rows.at(-1)).toEqual({
      id: 'workCategory:7', label: { workCategory: 'Groundworks' }, differs: true,
      cells: [{ kind: 'held', statusName: 'Verified', isCompliant: true }, { kind: 'held', statusName: null, isCompliant: false }],
    });
  });

  it('turns each of the policy’s requirements into a row by the shared rule, then a summary of how many each meets', () => {
    const policy = { policyGoals: [{ goalId: 101, policyRequirements: [{ requirementId: 1 }, { requirementId: 2 }, { requirementId: 3 }] }] };
    const rows = policyRows([
      loaded(facts(1, { policyRows: [reqRow(1), reqRow(2, { processStatuses: [PROCESS_STATUS.dueToExpire] }), reqRow(3)] })),
      loaded(facts(2, { policyRows: [reqRow(1), reqRow(2, { isRequirementCompliant: false, processStatuses: [PROCESS_STATUS.expired] })] })),
      { id: 3, status: 'error' },
    ], policy);
    expect(rows.map((r) => [r.id, r.cells.map((c) => (c?.kind === 'policyState' ? c.state : c))])).toEqual([
      ['requirement:1', ['met', 'met', null]],
      ['requirement:2', ['expiring', 'expired', null]],
      ['requirement:3', ['met', 'missing', null]],
      ['summary', [
        { kind: 'policySummary', met: 3, total: 3, isCompliant: true },
        { kind: 'policySummary', met: 1, total: 3, isCompliant: false },
        null,
      ]],
    ]);
    expect(rows[0]).toMatchObject({ label: { requirement: 'Requirement name 1', requirementId: 1 }, differs: false });
    expect(rows[1].differs).toBe(true);
    expect(rows[3].differs).toBe(true);
  });

  it('names a requirement no supplier has answered by its id, and has no rows until a supplier’s rows arrive', () => {
    const policy = { policyGoals: [{ goalId: 101, policyRequirements: [{ requirementId: 9 }] }] };
    expect(policyRows([loaded(facts(1, { policyRows: [] }))], policy)[0].label).toEqual({ requirement: null, requirementId: 9 });
    expect(policyRows([{ id: 1, status: 'loading' }], policy)).toEqual([]);
  });

  it('adds the distance from the search’s office location only when the search had one, compared as shown (to a tenth)', () => {
    const columns = [loaded(facts(1, { distance: 12.04 })), loaded(facts(2, { distance: 12.01 })), loaded(facts(3))];
    expect(factRows(columns, []).some((r) => r.id === 'distance')).toBe(false);
    const distance = factRows(columns, [], { place: 'LS1 4DY', unit: 'miles' }).find((r) => r.id === 'distance');
    expect(distance).toEqual({
      id: 'distance', label: { distanceFrom: 'LS1 4DY' }, differs: true,
      cells: [{ kind: 'distance', value: 12, unit: 'miles' }, { kind: 'distance', value: 12, unit: 'miles' }, { kind: 'distance', value: null, unit: 'miles' }],
    });
    expect(differs(distance!.cells.slice(0, 2))).toBe(false);
  });

  it('moves a column one place, and not past either end', () => {
    expect(moveColumn([1, 2, 3], 2, -1)).toEqual([2, 1, 3]);
    expect(moveColumn([1, 2, 3], 2, 1)).toEqual([1, 3, 2]);
    expect(moveColumn([1, 2, 3], 1, -1)).toEqual([1, 2, 3]);
    expect(moveColumn([1, 2, 3], 3, 1)).toEqual([1, 2, 3]);
  });
});
