import { describe, expect, it } from 'vitest';
import { ownValue } from './ownValue';

describe('ownValue', () => {
  const table: Record<string, string> = { Verified: 'verified' };

  it('reads a key the table has', () => {
    expect(ownValue(table, 'Verified')).toBe('verified');
  });

  it('never reads an inherited property', () => {
    expect(ownValue(table, 'constructor')).toBeUndefined();
    expect(ownValue(table, 'toString')).toBeUndefined();
    expect(ownValue(table, 'Missing')).toBeUndefined();
  });
});
