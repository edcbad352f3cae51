import { describe, expect, it } from 'vitest';
import { compliantUntil, expiryItems, timelineGroups } from './expiryTimelineModel';

const TODAY = new Date(2026, 0, 1);
const inDays = (days: number) => new Date(Date.UTC(2026, 0, 1 + days)).toISOString().slice(0, 10);

const sources = {
  requirements: [
    { requirementVersionId: 71, requirementId: 7, requirementName: 'Public liability', goalId: 1, goalName: 'Gold', isRequirementCompliant: true, requirementStatusName: 'Verified', expiryDate: inDays(200) },
    { requirementVersionId: 81, requirementName: 'Method statement', goalId: 1, goalName: 'Gold', isRequirementCompliant: false, requirementStatusName: 'Not Verified', expiryDate: inDays(5) },
    { requirementVersionId: 91, requirementName: 'Undated', goalId: 1, goalName: 'Gold', isRequirementCompliant: true, requirementStatusName: 'Verified', expiryDate: null },
  ],
  certificates: [
    { name: 'Gold certificate', isCompliant: true, goalReference: 'G', status: 'Verified' as const, expiryDate: inDays(150), downloadUrl: '/a' },
  ],
  insurances: [{ id: 3, insuranceType: { name: 'Public liability' }, expiryDate: inDays(-2) }],
  workCategories: [],
};

describe('expiry timeline (issue 16 item 8)', () => {
  it('"Compliant until" is the earliest in-date expiry among verified items', () => {
    const items = expiryItems(sources, TODAY);
    // The not-verified requirement (5 days) and the expired insurance (-2) do not bound it.
    expect(compliantUntil(items)?.expiryDate).toBe(inDays(150));
  });

  it('has no "Compliant until" date when nothing verified carries one', () => {
    expect(compliantUntil(expiryItems({ requirements: [sources.requirements[2]] }, TODAY))).toBeNull();
    expect(compliantUntil([])).toBeNull();
  });

  it('an item with 1 day left still counts; one with 0 days left is expired', () => {
    const one = expiryItems({ insurances: [{ id: 1, insuranceType: { name: 'A' }, expiryDate: inDays(1) }, { id: 2, insuranceType: { name: 'B' }, expiryDate: inDays(0) }] }, TODAY);
    expect(compliantUntil(one)?.name).toBe('A');
    expect(timelineGroups(one).map((g) => [g.group, g.items.map((i) => i.name)])).toEqual([['expired', ['B']], ['within30', ['A']]]);
  });

  it('groups expired first, then 30, 90 and 720 days, soonest first; beyond 720 days is left out', () => {
    const items = expiryItems(
      {
        ...sources,
        workCategories: [
          { id: 9, name: 'Roofing', expiryDate: inDays(90), isCompliant: true } as never,
          { id: 10, name: 'Far away', expiryDate: inDays(721), isCompliant: true } as never,
          { id: 11, name: 'Long expired', expiryDate: inDays(-300), isCompliant: false } as never,
        ],
      },
      TODAY,
    );
    expect(timelineGroups(items).map((g) => [g.group, g.items.map((i) => i.name)])).toEqual([
      ['expired', ['Long expired', 'Public liability']],
      ['within30', ['Method statement']],
      ['within90', ['Roofing']],
      ['within720', ['Gold certificate', 'Public liability']],
    ]);
  });

  it('lists a requirement once, however many levels ask for it; verified when any of its rows says so', () => {
    const row = sources.requirements[1];
    const items = expiryItems({
      requirements: [
        { ...row, goalId: 1, goalName: 'Gold' },
        { ...row, goalId: 2, goalName: 'Silver', isRequirementCompliant: true },
        { ...row, goalId: 3, goalName: 'Bronze' },
        { ...row, goalId: 3, goalName: 'Bronze', expiryDate: inDays(40) },
      ],
    }, TODAY);
    expect(items.map((i) => [i.name, i.expiryDate, i.counts])).toEqual([
      ['Method statement', inDays(5), true],
      ['Method statement', inDays(40), false],
    ]);
  });

  it('links a requirement by its id (version id when the row has none), a work category by its id', () => {
    const items = expiryItems({ ...sources, workCategories: [{ id: 9, name: 'Roofing', expiryDate: inDays(9), isCompliant: true } as never] }, TODAY);
    expect(items.find((i) => i.name === 'Method statement')?.target).toEqual({ requirementId: 81 });
    expect(items.find((i) => i.kind === 'requirement' && i.name === 'Public liability')?.target).toEqual({ requirementId: 7 });
    expect(items.find((i) => i.kind === 'insurance')?.target).toEqual({ requirementId: 28 });
    expect(items.find((i) => i.kind === 'workCategory')?.target).toEqual({ workCategoryId: 9 });
  });
});
