import { describe, expect, it } from 'vitest';
import type { WorkCategoryDto } from '@/services/compliance/workCategoryTypes';
import { filterRows, isFlagged, toRows } from './workCategoryRows';
import { filterFromUrl } from './workCategoryListParams';

const TODAY = new Date(2026, 0, 1);
const inDays = (days: number) => new Date(Date.UTC(2026, 0, 1 + days)).toISOString().slice(0, 10);

const category = (id: number, over: Partial<WorkCategoryDto>): WorkCategoryDto => ({
  id,
  name: `Category ${id}`,
  sectionName: 'Construction works and services',
  subSectionName: 'Roofing',
  notationalValue: null,
  statusName: 'Verified',
  verificationStatusDetailed: null,
  isCompliant: true,
  verifiedOnDate: null,
  verificationMode: 0,
  numberOfCategories: 1,
  expiryDate: null,
  subContractCategory: null,
  maxContractValue: null,
  requirements: [],
  ...over,
});

const rows = toRows(
  [
    category(1, { expiryDate: inDays(-3) }), // expired
    category(2, { expiryDate: inDays(10) }), // due, within 30
    category(3, { expiryDate: inDays(721) }), // neither
    category(4, { isCompliant: false, statusName: 'Not Verified', sectionName: 'Facilities management and maintenance' }), // no date, not compliant
    category(5, { expiryDate: inDays(60), sectionName: 'Professional SERVICES' }),
  ],
  TODAY,
);
const ids = (filtered: { id: number }[]) => filtered.map((r) => r.id);

describe('work category rows (spec 03 §4–§5)', () => {
  it('flags a category that is not compliant or expires within 720 days', () => {
    expect(isFlagged(false, null)).toBe(true);
    expect(isFlagged(true, 720)).toBe(true);
    expect(isFlagged(true, 721)).toBe(false);
    expect(isFlagged(true, null)).toBe(false);
    expect(ids(filterRows(rows, { tile: 'issues' }))).toEqual([1, 2, 4, 5]);
    expect(ids(filterRows(rows, { tile: 'total' }))).toEqual([1, 2, 3, 4, 5]);
  });

  it('filters by status, type (case-insensitive substring of the section), expiration and window', () => {
    expect(ids(filterRows(rows, { tile: 'total', status: 'notVerified' }))).toEqual([4]);
    expect(ids(filterRows(rows, { tile: 'total', status: 'verified' }))).toEqual([1, 2, 3, 5]);
    expect(ids(filterRows(rows, { tile: 'total', type: 'services' }))).toEqual([1, 2, 3, 5]);
    expect(ids(filterRows(rows, { tile: 'total', type: '  FACILITIES ' }))).toEqual([4]);
    expect(ids(filterRows(rows, { tile: 'total', expiration: 'expired' }))).toEqual([1]);
    expect(ids(filterRows(rows, { tile: 'total', expiration: 'dueToExpire' }))).toEqual([2, 5]);
    expect(ids(filterRows(rows, { tile: 'total', expiringIn: 30 }))).toEqual([2]);
    expect(ids(filterRows(rows, { tile: 'total', expiringIn: 90 }))).toEqual([2, 5]);
  });

  it('reads the URL strictly: unknown values are ignored', () => {
    expect(filterFromUrl({ tile: 'issues', status: 'verified', expiringIn: '30', expiration: 'expired', type: 'roof' })).toEqual({
      tile: 'issues', status: 'verified', expiringIn: 30, expiration: 'expired', type: 'roof',
    });
    expect(filterFromUrl({ tile: 'x', status: 'maybe', expiringIn: '-4', expiration: 'soon' })).toEqual({
      tile: 'total', status: undefined, expiringIn: undefined, expiration: undefined, type: undefined,
    });
  });
});
