import { describe, expect, it } from 'vitest';
import { FIRST_ENTITY_ID, FIRST_SUPPLIER_ACCOUNT_ID } from '../data/generate';
import { supplierProfile } from './profileState';
import { rasterImageTypeOf } from '@/lib/rasterImage';
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
    const response = await fetch('http://localhost/mock-api/logo/logo/1001', { headers: { Authorization: 'Bearer mock-token:5001' } });
    // A raster image, as the real service answers: the app shows no SVG logo (issue 34).
    expect(response.headers.get('Content-Type')).toBe('image/png');
    expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(rasterImageTypeOf(new Uint8Array(await response.arrayBuffer()))).toBe('image/png');
  });

  it('answers only a known caller, the French limited buyer on the landing page included', async () => {
    const logo = (token?: string) =>
      fetch('http://localhost/mock-api/logo/logo/1001', { headers: token ? { Authorization: `Bearer ${token}` } : {} });
    expect((await logo()).status).toBe(401);
    expect((await logo('mock-token:5006')).status).toBe(200);
    expect((await logo('mock-token:5001;without=suppliersourcing:access')).status).toBe(403);
  });

  it('refuses an organisation id that is not a number with a 400 naming it', async () => {
    const response = await fetch('http://localhost/mock-api/logo/logo/1001%25x', { headers: { Authorization: 'Bearer mock-token:5001' } });
    expect(response.status).toBe(400);
    expect((await response.json()).field).toBe('orgAccountId');
  });
});
