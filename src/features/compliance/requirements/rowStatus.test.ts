import { describe, expect, it } from 'vitest';
import { isRowCompliant, rowStatusName, rowStatusOf } from './rowStatus';

describe('row status (spec 03 §4)', () => {
  it.each(['Compliant', 'Verified', 'Complete', 'Completed'])('%s counts as verified', (name) => {
    expect(rowStatusOf(name)).toBe('verified');
  });
  it('Met is shown as Met', () => expect(rowStatusOf('Met')).toBe('met'));
  it.each(['Not Verified', 'Auto verified', 'verified', 'Expired', 'Withdrawn', '', null, undefined])('%s is not verified', (name) => {
    expect(rowStatusOf(name)).toBe('notVerified');
  });
  it('reads the maturity-aware name when given', () => {
    expect(rowStatusName({ requirementAndMaturityStatusName: 'Met', requirementStatusName: 'Not Verified' })).toBe('Met');
    expect(rowStatusName({ requirementAndMaturityStatusName: null, requirementStatusName: 'Verified' })).toBe('Verified');
  });
  it('compliance uses the maturity-aware flag unless it is null', () => {
    expect(isRowCompliant({ isRequirementAndMaturityCompliant: false, isRequirementCompliant: true })).toBe(false);
    expect(isRowCompliant({ isRequirementAndMaturityCompliant: null, isRequirementCompliant: true })).toBe(true);
  });
});
