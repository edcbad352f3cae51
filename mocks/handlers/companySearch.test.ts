import { describe, expect, it } from 'vitest';
import { getNetwork } from '../db';

/** Issue 33: the company look-up's page size (10, spec 01 §9), the Companies House number's bound (8) and a literal %. */
const BASE = 'http://localhost/mock-api/companySearch';
const get = (path: string) => fetch(`${BASE}${path}`, { headers: { Authorization: 'Bearer mock-token:5001' } });

describe('company search', () => {
  it('caps the page size at 10', async () => {
    expect((await get('/companies?queryText=ltd&countryCode=GB&page=1&pageSize=10')).status).toBe(200);
    for (const size of ['11', '0', '99999999', 'x']) {
      const response = await get(`/companies?queryText=ltd&countryCode=GB&page=1&pageSize=${size}`);
      expect(response.status, size).toBe(400);
      expect((await response.json()).field).toBe('pageSize');
    }
  });

  it('refuses a Companies House number over 8 characters with a 400 naming it, and finds an 8-character one', async () => {
    const gb = getNetwork().suppliers.find((s) => s.dto.countryCode === 'GB')!.dto;
    expect((await get(`/companies/${gb.companyHouseNumber}?countryCode=GB`)).status).toBe(200);
    const response = await get(`/companies/${gb.companyHouseNumber}9?countryCode=GB`);
    expect(response.status).toBe(400);
    expect((await response.json()).field).toBe('companyNumber');
  });

  it('finds other communities’ longer numbers (a SIREN has 9 digits)', async () => {
    const fr = getNetwork().suppliers.find((s) => s.dto.countryCode === 'FR')!.dto;
    expect((await get(`/companies/${fr.companyHouseNumber}?countryCode=FR`)).status).toBe(200);
  });

  it('answers a company number holding a percent sign (not decoded twice)', async () => {
    for (const path of ['/companies/50%25?countryCode=GB', '/companies/%25E0%25A4%25A?countryCode=FR']) {
      const response = await get(path);
      expect(response.status, path).toBe(404);
      expect((await response.json()).message).toMatch(/^No company /);
    }
  });
});
