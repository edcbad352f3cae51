import { describe, expect, it } from 'vitest';
import type { FacetsResponse } from '@/services/search/types';
import type { LocationSuggestion } from '@/services/geo/types';
import { setFault } from '../faults';

const headers = { Authorization: 'Bearer mock-token:5001', 'Content-Type': 'application/json' };
const get = (path: string) => fetch(`http://localhost/mock-api${path}`, { headers });
const send = (method: string, path: string, body: unknown) =>
  fetch(`http://localhost/mock-api${path}`, { method, headers, body: JSON.stringify(body) });

describe('reference-data handlers', () => {
  it('serves facets, with the unit’s segments when an orgUnitId is given', async () => {
    const facets = (await (await get('/search/facets?orgUnitId=2001')).json()) as FacetsResponse;
    expect(facets.companySizes.map((s) => s.name)).toEqual(['Micro', 'Small', 'Medium', 'Large']);
    expect(facets.segments.length).toBeGreaterThanOrEqual(8);
    expect(facets.areasOfOperation.some((a) => a.value === 'Yorkshire and The Humber')).toBe(true);
    expect(((await (await get('/search/facets')).json()) as FacetsResponse).segments).toEqual([]);
  });

  it("lists a unit's segments only to a buyer with supplychain:access (spec 01 §6: a unit's supply-chain data)", async () => {
    const facetsAs = (token: string, query = '?orgUnitId=2001') =>
      fetch(`http://localhost/mock-api/search/facets${query}`, { headers: { Authorization: `Bearer ${token}` } });
    for (const token of ['mock-token:5001;without=supplychain:access', 'mock-token:5006']) {
      const refused = await facetsAs(token);
      expect(refused.status).toBe(403);
      expect(await refused.json()).toEqual({ message: "Sorry you don't have permission to view the supplychain in this session" });
      // The reference data every buyer's filters need stays theirs.
      const plain = (await (await facetsAs(token, '')).json()) as FacetsResponse;
      expect(plain.companySizes.length).toBeGreaterThan(0);
      expect(plain.segments).toEqual([]);
    }
  });

  it('suggests locations by text, country and repeated type', async () => {
    const leeds = (await (await get('/geo/location/suggest?q=LS1&isocountry=GB&t=outcode&t=postcode')).json()) as LocationSuggestion[];
    expect(leeds[0]).toMatchObject({ value: 'LS1', locationType: 'outcode', country: 'GB' });
    expect(leeds.every((l) => l.locationType === 'outcode' || l.locationType === 'postcode')).toBe(true);
    const york = (await (await get('/geo/location/suggest?q=york&isocountry=GB')).json()) as LocationSuggestion[];
    expect(york.map((l) => l.locationType)).toEqual(expect.arrayContaining(['place', 'nuts3', 'nuts1']));
    expect((await get('/geo/location/suggest?q=x&t=planet')).status).toBe(400);
  });

  it('searches work categories flat and as a hierarchy', async () => {
    const flat = await (await send('POST', '/trades/ProductService/search', { queryText: 'roof', categoryIdLevel1: 3, size: 50, responseShape: 'flat' })).json();
    expect(flat.productServices[0]).toMatchObject({ nameLevel2: 'Roofing' });
    const tree = await (await send('POST', '/trades/ProductService/search', { queryText: 'toit', categoryIdLevel1: 1782, size: 50, responseShape: 'hierarchy' })).json();
    expect(tree.productServices[0].Id).toBe(1782);
    const level1 = await (await get('/trades/ProductService/Level1')).json();
    expect(level1.map((l: { id: number }) => l.id)).toEqual(expect.arrayContaining([3, 1782, 1132]));
  });

  it('serves goals per view', async () => {
    const all = await (await send('PUT', '/goals/goals', { Factors: [{ FactorName: 'View', FactorValue: 'FSLevelFilter' }] })).json();
    expect(all.some((g: { isSsip: boolean }) => g.isSsip)).toBe(true);
    expect((await send('PUT', '/goals/goals', { Factors: [{ FactorName: 'View', FactorValue: 'Nope' }] })).status).toBe(400);
  });

  it('serves org units, supply chains, segments and stages of the personas’ organisation', async () => {
    const units = await (await get('/admin/users/organisationunits')).json();
    expect(units.isSuccess).toBe(true);
    expect(units.organisations.map((o: { accountId: number; name: string }) => o.accountId)).toEqual([2001, 2002, 2003]);
    const chain = await (await get('/supplyChain/supplychain/default?orgUnitId=2002')).json();
    expect(chain.accountId).toBe(2002);
    const list = await (await get('/supplyChain/ListGrouping?orgUnitAccountId=2001&sortBy=name&sortOrder=asc&page=1&pageSize=99999')).json();
    expect(new Set(list.items.map((s: { listGroupingTypeId: number }) => s.listGroupingTypeId))).toEqual(new Set([1, 2, 3, 4, 5, 6, 7, 8]));
    const stages = await (await get(`/supplyChain/customstages/${list.items[0].id}`)).json();
    expect(stages.length).toBeGreaterThan(1);
    const detail = await (await get(`/supplyChain/supplychain/${list.items[0].supplyChainId}/Segments/${list.items[0].id}?orgUnitAccountId=2001`)).json();
    expect(detail.customStages[0].statuses.map((s: { name: string }) => s.name)).toEqual(['Approved', 'Not Approved']);
    expect((await get('/supplyChain/ListGrouping')).status).toBe(400);
    const units2 = await (await send('POST', '/accountSearch/Organisations/units-for-logged-in-user', { Paging: { Page: 1, PageSize: 999 } })).json();
    expect(units2.totalCount).toBe(3);
  });

  it('finds suppliers by the buyer’s reference and keeps reference edits', async () => {
    const found = await (await get('/entityReferences/entityreferences/suppliers/NB-0000?page=1&itemsPerPage=30')).json();
    expect(found.data.totalCount).toBeGreaterThan(0);
    const first = found.data.items[0];
    expect(first.reference).toMatch(/^NB-0000\d$/);
    const other = found.data.items[1];
    const clash = await send('POST', '/entityReferences/entityreferences', { entityId: other.entityId, reference: first.reference });
    expect(clash.status).toBe(409);
    expect((await clash.json()).supplierName).toBe(first.name);
    expect((await send('POST', '/entityReferences/entityreferences', { entityId: other.entityId, reference: 'MY-REF' })).status).toBe(200);
    expect((await (await get(`/entityReferences/entityreferences/${other.entityId}`)).json()).reference).toBe('MY-REF');
    expect((await send('DELETE', `/entityReferences/entityreferences/${other.entityId}`, null)).status).toBe(204);
    expect((await get(`/entityReferences/entityreferences/${other.entityId}`)).status).toBe(404);
  });

  it('searches companies by text and country and returns their details', async () => {
    const found = await (await get('/companySearch/companies?queryText=societe%20generale&countryCode=FR&page=1&pageSize=10')).json();
    expect(found.items.some((c: { name: string }) => c.name === 'Société Générale de Bâtiment')).toBe(true);
    const company = found.items[0];
    const details = await (await get(`/companySearch/companies/${company.companyNumber}?countryCode=FR`)).json();
    expect(details.name).toBe(company.name);
    expect((await get('/companySearch/companies/00000000?countryCode=GB')).status).toBe(404);
  });

  it('serves custom-field sections with all seven types', async () => {
    const sections = await (await get('/udf/organisation/sections?includeChildren=true&sortBy=sortOrder&page=1&pageSize=999999&languageId=1')).json();
    const types = new Set(sections.items.flatMap((s: { items: { type: string }[] }) => s.items.map((i) => i.type)));
    expect(types.size).toBe(7);
  });

  it('lets a test make any endpoint fail or be slow', async () => {
    setFault({ method: 'GET', pathIncludes: '/policy', status: 500, once: true });
    expect((await get('/policy/policy')).status).toBe(500);
    expect((await get('/policy/policy')).status).toBe(200);
    setFault({ pathIncludes: '/search/facets', delayMs: 60 });
    const start = performance.now();
    const slow = await get('/search/facets');
    expect(slow.status).toBe(200);
    expect(performance.now() - start).toBeGreaterThanOrEqual(55);
  });
});
