import { describe, expect, it } from 'vitest';
import { joinAddress } from './address';

describe('joinAddress (spec 02 §3 Location)', () => {
  it('joins line 1, line 2, county, city, postcode and country in that order', () => {
    expect(
      joinAddress({ country: 'United Kingdom', postCode: 'LS1 4AP', city: 'Leeds', county: 'West Yorkshire', addressLine2: 'Park Row', addressLine1: 'Unit 4' }),
    ).toBe('Unit 4, Park Row, West Yorkshire, Leeds, LS1 4AP, United Kingdom');
  });

  it('leaves out empty, blank and missing parts without stray commas', () => {
    expect(joinAddress({ addressLine1: 'Unit 4', addressLine2: '  ', county: null, city: 'Leeds', postCode: '' })).toBe('Unit 4, Leeds');
    expect(joinAddress({})).toBe('');
  });
});
