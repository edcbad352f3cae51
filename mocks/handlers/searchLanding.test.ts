import { describe, expect, it } from 'vitest';
import { storeSession } from '@/test/searchSessions';

/**
 * Issue 33, spec 01 §6: a French limited buyer with free buyer access (persona french-limited) is
 * kept on the landing page by the app, and the server answers them only the landing page's calls.
 */
const API = 'http://localhost/mock-api';
const LIMITED = 'mock-token:5006';
const NOT_PERMITTED = { isSuccess: false, message: "You don't have permission" };

const call = (method: string, path: string, body?: unknown, token = LIMITED) =>
  fetch(`${API}${path}`, {
    method,
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

const groundworks = { id: 'productServicesIDs', isQuery: true, query: { Id: 200, MinValue: null, MaxValue: null } };

describe('the French limited buyer', () => {
  it('gets every call the landing page and its filters make', async () => {
    storeSession('landing-1');
    const landing: [string, string, unknown?][] = [
      ['POST', '/search/search/counts', { orderedFilters: [groundworks] }],
      ['GET', '/search/facets'],
      ['GET', '/search/taxonomy/product-services'],
      ['POST', '/search/quicksearch', { QueryText: 'ltd', Paging: { Page: 1, PageSize: 40 } }],
      // The landing page loads a session's filters when its URL carries a sid.
      ['GET', '/search/session/landing-1/query'],
      ['GET', '/trades/ProductService/Level1'],
      ['POST', '/trades/ProductService/search', { queryText: 'roof', categoryIdLevel1: 3, size: 50, responseShape: 'flat' }],
      ['GET', '/geo/location/suggest?q=york&isocountry=GB'],
      ['PUT', '/goals/goals', { Factors: [{ FactorName: 'View', FactorValue: 'FSLevelFilter' }] }],
      ['GET', '/admin/users/organisationunits'],
      ['GET', '/udf/organisation/sections?includeChildren=true&sortBy=sortOrder&page=1&pageSize=999999&languageId=2'],
      ['GET', '/companySearch/companies?queryText=societe&countryCode=FR&page=1&pageSize=10'],
      ['GET', '/entityReferences/entityreferences/suppliers/NB?page=1&itemsPerPage=30'],
      ['GET', '/claims/languages'],
      ['GET', '/logo/logo/1001'],
    ];
    for (const [method, path, body] of landing) {
      expect((await call(method, path, body)).status, `${method} ${path}`).toBe(200);
    }
  });

  it('is refused the results, the sessions and what only other pages ask', async () => {
    storeSession('landing-2');
    const elsewhere: [string, string, unknown?][] = [
      ['POST', '/search/session', { orderedFilters: [groundworks] }],
      ['GET', '/search/session/landing-2'],
      ['POST', '/search/session/landing-2/query', { orderedFilters: [groundworks] }],
      ['GET', '/search/search/landing-2?page=1&pageSize=50'],
      ['GET', '/policy/policy'],
      ['POST', '/accountSearch/Organisations/units-for-logged-in-user', { Paging: { Page: 1, PageSize: 999 } }],
      ['GET', '/udf/udf/100001'],
      ['GET', '/entityReferences/entityreferences/100001'],
    ];
    for (const [method, path, body] of elsewhere) {
      const response = await call(method, path, body);
      expect(response.status, `${method} ${path}`).toBe(403);
      expect(await response.json()).toEqual(NOT_PERMITTED);
    }
  });

  it('leaves a full buyer every one of those calls', async () => {
    storeSession('landing-3');
    expect((await call('GET', '/search/search/landing-3?page=1&pageSize=50', undefined, 'mock-token:5001')).status).toBe(200);
    expect((await call('GET', '/policy/policy', undefined, 'mock-token:5001')).status).toBe(200);
  });
});

describe('reference data bounds', () => {
  const full = (method: string, path: string, body?: unknown) => call(method, path, body, 'mock-token:5001');

  it('caps the work category search at 50', async () => {
    const search = (size: unknown) => full('POST', '/trades/ProductService/search', { queryText: 'roof', categoryIdLevel1: 3, size, responseShape: 'flat' });
    expect((await search(50)).status).toBe(200);
    const response = await search(51);
    expect(response.status).toBe(400);
    expect((await response.json()).field).toBe('size');
  });

  it('caps the units list at 999 to a page', async () => {
    const units = (PageSize: unknown) => full('POST', '/accountSearch/Organisations/units-for-logged-in-user', { Paging: { Page: 1, PageSize } });
    expect((await units(999)).status).toBe(200);
    for (const size of [1000, 0, 'x']) {
      const response = await units(size);
      expect(response.status, String(size)).toBe(400);
      expect((await response.json()).field).toBe('Paging.PageSize');
    }
  });

  it('answers 400 naming orgUnitId for a malformed facets unit', async () => {
    const response = await full('GET', '/search/facets?orgUnitId=abc');
    expect(response.status).toBe(400);
    expect((await response.json()).field).toBe('orgUnitId');
  });
});
