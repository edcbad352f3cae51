import { describe, expect, it } from 'vitest';
import { getNetwork } from '../db';
import { MAX_SOURCE_PART_LENGTH, SOURCE_SYSTEM_BY_COUNTRY } from '../data/profile/offPlatform';

/* Issue 37 item 28: one matching rule for every off-platform company, case-insensitive on the source system. */

const search = (sourceSystem: string, sourceId: string) =>
  fetch(`http://localhost/mock-api/companySearch/offplatform/companies?${new URLSearchParams({ sourceSystem, sourceId })}`, {
    headers: { Authorization: 'Bearer mock-token:5001' },
  });
const publicProfile = (id: string) =>
  fetch(`http://localhost/mock-api/publicProfile/profiles/${encodeURIComponent(id)}`, { headers: { Authorization: 'Bearer mock-token:5001' } });

describe('off-platform company search and its public profile', () => {
  it('the fixed company: any case of its source system, or none; another register is not it', async () => {
    for (const system of ['CompaniesHouse', 'companieshouse', 'COMPANIESHOUSE', '']) {
      const response = await search(system, '09999999');
      expect(response.status, system).toBe(200);
      expect((await response.json()).sourceSystem).toBe('CompaniesHouse');
    }
    expect((await search('Sirene', '09999999')).status).toBe(404);
  });

  it('a generated company: the same rule (its register by country, any case), not any register with its number', async () => {
    const company = getNetwork().offPlatformCompanies[0];
    const register = SOURCE_SYSTEM_BY_COUNTRY[company.countryCode];
    for (const system of [register, register.toLowerCase(), '']) {
      const response = await search(system, company.companyNumber);
      expect(response.status, system).toBe(200);
      expect(await response.json()).toMatchObject({ companyName: company.name, sourceSystem: register, sourceId: company.companyNumber });
    }
    const other = Object.values(SOURCE_SYSTEM_BY_COUNTRY).find((system) => system !== register)!;
    expect((await search(other, company.companyNumber)).status).toBe(404);
  });

  it('the register answers its record only; the public details come from the public profile, by the same rule', async () => {
    expect(await (await search('CompaniesHouse', '09999999')).json()).toMatchObject({ description: null, companySize: null, numberOfEmployees: null });
    const details = await (await publicProfile('companieshouse-09999999')).json();
    expect(details).toMatchObject({ companyName: 'Kestrel Modular Builds Ltd', companySize: 'Small', numberOfEmployees: 24, headOffice: { town: 'Wakefield', county: 'West Yorkshire' } });
    expect((await publicProfile('Sirene-09999999')).status).toBe(404);
  });

  it('bounds its input: a source id or system over the limit is a 400 naming it', async () => {
    const long = 'x'.repeat(MAX_SOURCE_PART_LENGTH + 1);
    const byId = await search('CompaniesHouse', long);
    expect(byId.status).toBe(400);
    expect((await byId.json()).field).toBe('sourceId');
    const bySystem = await search(long, '09999999');
    expect(bySystem.status).toBe(400);
    expect((await bySystem.json()).field).toBe('sourceSystem');
    expect((await publicProfile(`${long}-09999999`)).status).toBe(404);
  });
});
