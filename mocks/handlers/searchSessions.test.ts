import { describe, expect, it } from 'vitest';
import type { FilterEntry, SearchResultsResponse, SessionDto } from '@/services/search/types';
import { storeSession } from '@/test/searchSessions';
import { getDb, getSearchIndex } from '../db';

/**
 * Issue 33 on the search service: sessions belong to the organisation that made them, a
 * supply-chain-only account searches its supply chain whatever it sends, the levels column's goal
 * statuses go only to buyers who may see it, custom-field filters need buyer-manage-internal-data,
 * and page sizes stay within the spec's.
 */
const BASE = 'http://localhost/mock-api/search';
const FULL = 'mock-token:5001';
const COLLEAGUE = 'mock-token:5002';
const OTHER_ORG = 'mock-token:5101';
const SUPPLY_CHAIN_ONLY = 'mock-token:5005';
const NOT_PERMITTED = { isSuccess: false, message: "You don't have permission" };

const headersOf = (token: string) => ({ Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' });
const post = (path: string, body: unknown, token = FULL) =>
  fetch(`${BASE}${path}`, { method: 'POST', headers: headersOf(token), body: JSON.stringify(body) });
const get = (path: string, token = FULL) => fetch(`${BASE}${path}`, { headers: headersOf(token) });

const groundworks: FilterEntry = { id: 'productServicesIDs', isQuery: true, query: { Id: 200, MinValue: null, MaxValue: null } };
const allSuppliers: FilterEntry = { id: 'searchType', isQuery: true, query: { SearchType: 1 } };
const inUnit = (unit: number): FilterEntry => ({ id: 'searchType', isQuery: true, query: { SearchType: 2, OrgUnitAccountId: unit } });
const accountManager: FilterEntry = { id: 'udf', isQuery: true, query: { udfItemId: 101, udfItemType: 'text-field', stringValue: 'a' } };
const sessionBody = (orderedFilters: FilterEntry[]) => ({ orderedFilters, sorting: { name: 'name', order: 'asc' }, paging: { page: 1, pageSize: 50 } });

async function createSession(orderedFilters: FilterEntry[], token = FULL): Promise<SessionDto> {
  const response = await post('/session', sessionBody(orderedFilters), token);
  expect(response.status).toBe(201);
  return response.json();
}

const count = async (orderedFilters: FilterEntry[], token = FULL): Promise<number> => {
  const response = await post('/search/counts', { orderedFilters }, token);
  expect(response.status).toBe(200);
  return (await response.json()).resultCount;
};

/** The four calls that read or change one session. */
const sessionCalls = (sid: string, token: string) => [
  get(`/session/${sid}`, token),
  get(`/session/${sid}/query`, token),
  post(`/session/${sid}/query`, { orderedFilters: [groundworks] }, token),
  get(`/search/${sid}?page=1&pageSize=10`, token),
];

describe('a search session belongs to the organisation that made it', () => {
  it('records the organisation that created it', async () => {
    const session = await createSession([groundworks], OTHER_ORG);
    expect(getDb().sessionOwners[session.sessionId]).toBe(1002);
  });

  it("answers another organisation's caller as if the session were unknown (404), on every session call", async () => {
    const session = await createSession([groundworks]);
    for (const response of await Promise.all(sessionCalls(session.sessionId, OTHER_ORG))) {
      expect(response.status, response.url).toBe(404);
      expect((await response.json()).message).toBe(`Search session ${session.sessionId} was not found`);
    }
    // Nothing was changed by the refused update.
    expect(getDb().sessions[session.sessionId].orderedFilters).toEqual([groundworks]);
  });

  it('lets a colleague of the same organisation read and update it', async () => {
    const session = await createSession([groundworks]);
    for (const response of await Promise.all(sessionCalls(session.sessionId, COLLEAGUE))) {
      expect(response.status, response.url).toBe(200);
    }
  });

  it('keeps a session stored before sessions had owners with the personas’ organisation', async () => {
    storeSession('legacy-1');
    expect((await get('/session/legacy-1/query')).status).toBe(200);
    expect((await get('/search/legacy-1?page=1&pageSize=10')).status).toBe(200);
    expect((await get('/session/legacy-1/query', OTHER_ORG)).status).toBe(404);
  });

  it('lets the other organisation make the same search again from a shared link’s filters (f=)', async () => {
    const mine = await createSession([groundworks]);
    expect((await get(`/session/${mine.sessionId}/query`, OTHER_ORG)).status).toBe(404);
    // What the app does on that 404 with the link's filters: a new session, theirs.
    const theirs = await createSession([groundworks], OTHER_ORG);
    const rows = (await (await get(`/search/${theirs.sessionId}?page=1&pageSize=10`, OTHER_ORG)).json()) as SearchResultsResponse;
    expect(rows.totalCount).toBe(await count([groundworks]));
  });

  it('answers 404, not a crash, for session ids naming an object’s own properties', async () => {
    for (const sid of ['__proto__', 'constructor', 'toString', 'hasOwnProperty']) {
      expect((await get(`/session/${sid}`)).status, sid).toBe(404);
      expect((await get(`/session/${sid}/query`)).status, sid).toBe(404);
      expect((await get(`/search/${sid}?page=1&pageSize=10`)).status, sid).toBe(404);
    }
  });
});

describe('a supply-chain-only account searches its supply chain on the server too', () => {
  it('counts an all-suppliers search (or one naming no search type) in its first unit’s supply chain', async () => {
    const inChain = await count([inUnit(2001), groundworks]);
    const everywhere = await count([allSuppliers, groundworks]);
    expect(inChain).toBeLessThan(everywhere);
    expect(await count([allSuppliers, groundworks], SUPPLY_CHAIN_ONLY)).toBe(inChain);
    expect(await count([groundworks], SUPPLY_CHAIN_ONLY)).toBe(inChain);
    // A full buyer sending the same is not forced.
    expect(await count([allSuppliers, groundworks])).toBe(everywhere);
  });

  it('keeps the unit it chose', async () => {
    expect(await count([inUnit(2002)], SUPPLY_CHAIN_ONLY)).toBe(await count([inUnit(2002)]));
  });

  it('stores a session it creates or updates as a supply-chain search', async () => {
    const session = await createSession([allSuppliers, groundworks], SUPPLY_CHAIN_ONLY);
    expect(session.orderedFilters).toEqual([inUnit(2001), groundworks]);
    const updated = await post(`/session/${session.sessionId}/query`, { orderedFilters: [groundworks] }, SUPPLY_CHAIN_ONLY);
    expect(((await updated.json()) as SessionDto).orderedFilters).toEqual([inUnit(2001), groundworks]);
  });

  it('reads a colleague’s all-suppliers session’s results from its supply chain only', async () => {
    const session = await createSession([allSuppliers, groundworks]);
    const results = (await (await get(`/search/${session.sessionId}?page=1&pageSize=10`, SUPPLY_CHAIN_ONLY)).json()) as SearchResultsResponse;
    expect(results.totalCount).toBe(await count([inUnit(2001), groundworks]));
    const forFull = (await (await get(`/search/${session.sessionId}?page=1&pageSize=10`)).json()) as SearchResultsResponse;
    expect(forFull.totalCount).toBe(await count([allSuppliers, groundworks]));
  });
});

describe('the levels column’s goal statuses', () => {
  const WITHOUT_LEVELS = `${FULL};without=suppliersourcing:levels-column`;

  it('go to a buyer who may see the levels column', async () => {
    storeSession('levels-1');
    const rows = ((await (await get('/search/levels-1?page=1&pageSize=50')).json()) as SearchResultsResponse).results;
    const goals = rows.flatMap((r) => r.goals);
    expect(goals.length).toBeGreaterThan(0);
    expect(goals.every((g) => typeof g.status === 'string')).toBe(true);
  });

  it('are left out for any other buyer, who keeps the verified marker’s data', async () => {
    storeSession('levels-2');
    const full = ((await (await get('/search/levels-2?page=1&pageSize=50')).json()) as SearchResultsResponse).results;
    const response = await get('/search/levels-2?page=1&pageSize=50', WITHOUT_LEVELS);
    expect(response.status).toBe(200);
    const rows = ((await response.json()) as SearchResultsResponse).results;
    expect(rows.map((r) => r.entityID)).toEqual(full.map((r) => r.entityID));
    const goals = rows.flatMap((r) => r.goals);
    expect(goals.length).toBeGreaterThan(0);
    expect(goals.some((g) => 'status' in g)).toBe(false);
    // The row's verified or not-verified marker reads the level goal's maturityCompliance: unchanged.
    expect(rows.map((r) => r.goals.map((g) => g.maturityCompliance))).toEqual(full.map((r) => r.goals.map((g) => g.maturityCompliance)));
  });

  it('are left out of quick search results too', async () => {
    const quick = await post('/quicksearch', { QueryText: 'ltd', Paging: { Page: 1, PageSize: 40 } }, WITHOUT_LEVELS);
    const goals = (await quick.json()).items.flatMap((r: { goals: object[] }) => r.goals);
    expect(goals.length).toBeGreaterThan(0);
    expect(goals.some((g: object) => 'status' in g)).toBe(false);
  });
});

describe('custom-field search filters', () => {
  const WITHOUT_INTERNAL_DATA = `${FULL};without=suppliersourcing:buyer-manage-internal-data`;

  it('are refused without buyer-manage-internal-data, on counts, sessions and results', async () => {
    const refused = [
      await post('/search/counts', { orderedFilters: [groundworks, accountManager] }, WITHOUT_INTERNAL_DATA),
      await post('/session', sessionBody([groundworks, accountManager]), WITHOUT_INTERNAL_DATA),
    ];
    const session = await createSession([groundworks]);
    refused.push(await post(`/session/${session.sessionId}/query`, { orderedFilters: [groundworks, accountManager] }, WITHOUT_INTERNAL_DATA));
    const withUdf = await createSession([groundworks, accountManager]);
    refused.push(await get(`/search/${withUdf.sessionId}?page=1&pageSize=10`, WITHOUT_INTERNAL_DATA));
    for (const response of refused) {
      expect(response.status, response.url).toBe(403);
      expect(await response.json()).toEqual(NOT_PERMITTED);
    }
    expect(getDb().sessions[session.sessionId].orderedFilters).toEqual([groundworks]);
  });

  it('are allowed with it, and other filters without it', async () => {
    expect((await post('/search/counts', { orderedFilters: [groundworks, accountManager] })).status).toBe(200);
    expect((await post('/search/counts', { orderedFilters: [groundworks] }, WITHOUT_INTERNAL_DATA)).status).toBe(200);
  });
});

describe('page sizes stay within the spec’s', () => {
  it('caps the quick search at 40 to a page', async () => {
    const quick = (PageSize: unknown) => post('/quicksearch', { QueryText: 'ltd', Paging: { Page: 1, PageSize } });
    expect((await quick(40)).status).toBe(200);
    for (const size of [41, 0, 99999999, 'x']) {
      const response = await quick(size);
      expect(response.status, String(size)).toBe(400);
      expect((await response.json()).field).toBe('Paging.PageSize');
    }
  });

  it('serves the export’s one page of every result, up to the network’s size', async () => {
    storeSession('export-1', []);
    const n = getSearchIndex().n;
    const all = await get(`/search/export-1?page=1&pageSize=${n}&sortName=name&sortOrder=asc`);
    expect(all.status).toBe(200);
    expect(((await all.json()) as SearchResultsResponse).results).toHaveLength(n);
    // The session keeps the page the buyer last looked at, not the export's.
    expect(getDb().sessions['export-1'].paging).toEqual({ page: 1, pageSize: 50 });
    for (const size of [n + 1, 99999999]) {
      const response = await get(`/search/export-1?page=1&pageSize=${size}`);
      expect(response.status).toBe(400);
      expect((await response.json()).field).toBe('pageSize');
    }
  });

  it('creates sessions paged by one of the results page’s sizes (at most 100)', async () => {
    expect((await post('/session', { ...sessionBody([groundworks]), paging: { page: 1, pageSize: 100 } })).status).toBe(201);
    const response = await post('/session', { ...sessionBody([groundworks]), paging: { page: 1, pageSize: 101 } });
    expect(response.status).toBe(400);
    expect((await response.json()).field).toBe('paging.pageSize');
  });
});
