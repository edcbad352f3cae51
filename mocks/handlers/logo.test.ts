import { describe, expect, it } from 'vitest';
import { FIRST_ENTITY_ID, FIRST_SUPPLIER_ACCOUNT_ID } from '../data/generate';
import { supplierProfile } from './profileState';
import { logoText } from './logo';

describe('mock logo service', () => {
  it("gives a supplier its own initials, never the buyer's brand", () => {
    const profile = supplierProfile(FIRST_ENTITY_ID);
    expect(profile).not.toBeNull();
    const text = logoText(FIRST_SUPPLIER_ACCOUNT_ID);
    expect(text).not.toBe('Northbridge');
    // One to three capitals, the first being the trade name's own first letter.
    expect(text).toMatch(/^\p{Lu}{1,3}$/u);
    expect(profile!.tradeName[0].toUpperCase()).toBe(text[0]);
  });

  it('answers the buyer organisations with their brand', async () => {
    expect(logoText(1001)).toBe('Northbridge');
    const response = await fetch('http://localhost/mock-api/logo/logo/1001');
    expect(response.headers.get('Content-Type')).toBe('image/svg+xml');
    expect(await response.text()).toContain('>Northbridge</text>');
  });
});
