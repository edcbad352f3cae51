import { describe, expect, it } from 'vitest';
import { AWKWARD_COMPLIANCE_IDS } from '../data/compliance/awkwardCompliance';
import { getTaxonomy } from '../data/taxonomy';
import { getNetwork } from '../db';

const headers = { Authorization: 'Bearer mock-token:5001', 'Content-Type': 'application/json' };
const call = (method: string, path: string, token = 'mock-token:5001') =>
  fetch(`http://localhost/mock-api${path}`, { method, headers: { ...headers, Authorization: `Bearer ${token}` } });

describe('work categories and COVID-19 handlers (spec 03 §7)', () => {
  it('list a supplier’s work categories; 404 for an unknown supplier; an update is refused', async () => {
    const { workCategories } = await (await call('GET', '/compliance/100010/workCategories')).json();
    expect(workCategories.length).toBeGreaterThan(2);
    expect(workCategories[0]).toMatchObject({ id: expect.any(Number), sectionName: expect.any(String), requirements: expect.any(Array) });
    expect((await call('GET', '/compliance/999999999/workCategories')).status).toBe(404);
    const refused = await call('PUT', `/compliance/100010/workCategories/${workCategories[0].id}`);
    expect(refused.status).toBe(405);
    expect(await refused.json()).toEqual({ message: 'Operation not permitted' });
  });

  it('list every work category the supplier declared to the search, so a supplier found by one holds it (issue 41)', async () => {
    const { leafById } = getTaxonomy();
    // Ashworth Interiors (100321): found by "Concrete repair", which its generated categories lacked.
    for (const entityId of [100001, 100010, 100321]) {
      const declared = getNetwork().suppliers[entityId - 100001].categories.map((c) => leafById.get(c.id)!.name);
      const { workCategories } = await (await call('GET', `/compliance/${entityId}/workCategories`)).json();
      const names = workCategories.map((w: { name: string }) => w.name);
      expect(names, String(entityId)).toEqual(expect.arrayContaining(declared));
      expect(new Set(workCategories.map((w: { id: number }) => w.id)).size).toBe(workCategories.length);
      // A work category page finds each of them.
      const last = workCategories.at(-1);
      const page = await (await call('GET', `/supplier/${entityId}/productservices/${last.id}`)).json();
      expect(page.productService.name).toBe(last.name);
    }
    expect(getNetwork().suppliers[320].categories.map((c) => leafById.get(c.id)!.name)).toContain('Concrete repair');
  });

  it('find the COVID-19 answers by the supplier’s customer reference number', async () => {
    const { covidRequirements } = await (await call('GET', '/analytics/CovidQuestions/CRN-100010')).json();
    expect(covidRequirements[0].questions.length).toBeGreaterThan(0);
    expect(covidRequirements[0].responseDate).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect((await call('GET', '/analytics/CovidQuestions/NOBODY')).status).toBe(404);
    expect(AWKWARD_COMPLIANCE_IDS.covidFails).toBe(100021);
    expect((await call('GET', `/analytics/CovidQuestions/CRN-${AWKWARD_COMPLIANCE_IDS.covidFails}`)).status).toBe(500);
  });

  it('need nothing beyond access: work categories with their statuses, and the COVID-19 answers the print view shows every buyer', async () => {
    const bare = 'mock-token:5001;without=supplychain:access,suppliersourcing:view-compliance-answers,suppliersourcing:view-connection-answers';
    for (const path of ['/compliance/100010/workCategories', '/analytics/CovidQuestions/CRN-100010']) {
      expect((await call('GET', path, bare)).status).toBe(200);
      expect((await call('GET', path, 'mock-token:5006')).status).toBe(403);
      expect((await fetch(`http://localhost/mock-api${path}`)).status).toBe(401);
    }
  });

  it('a reference is read as decoded once: a % in it finds nothing rather than failing; a buyer’s own reference is no supplier’s', async () => {
    expect((await call('GET', '/analytics/CovidQuestions/50%25')).status).toBe(404);
    expect((await call('GET', '/analytics/CovidQuestions/NB-00010')).status).toBe(404);
    // The customer reference number is the supplier's: another organisation finds the same answers.
    expect((await call('GET', '/analytics/CovidQuestions/CRN-100010', 'mock-token:5101')).status).toBe(200);
  });

  it('a malformed supplier id finds no work categories', async () => {
    expect((await call('GET', '/compliance/abc/workCategories')).status).toBe(404);
  });
});
