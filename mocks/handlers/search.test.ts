import { describe, expect, it } from 'vitest';
import type { FilterEntry, SearchResultsResponse, SessionDto } from '@/services/search/types';
import { getDb } from '../db';

const BASE = 'http://localhost/mock-api/search';
const headers = { Authorization: 'Bearer mock-token:5001', 'Content-Type': 'application/json' };
const post = (path: string, body: unknown) => fetch(`${BASE}${path}`, { method: 'POST', headers, body: JSON.stringify(body) });
const get = (path: string) => fetch(`${BASE}${path}`, { headers });

const groundworks: FilterEntry = { id: 'productServicesIDs', isQuery: true, query: { Id: 200, MinValue: null, MaxValue: null } };
const sessionBody = { orderedFilters: [groundworks], sorting: { name: 'name', order: 'asc' }, paging: { page: 1, pageSize: 50 } };

describe('search service handlers', () => {
  it('answers 404 with a message for an unknown session id', async () => {
    for (const response of [await get('/search/nope?page=1&pageSize=50'), await get('/session/nope/query'), await post('/session/nope/query', { orderedFilters: [] })]) {
      expect(response.status).toBe(404);
      expect((await response.json()).message).toMatch(/nope was not found/);
    }
  });

  it('answers 400 naming the bad field of a malformed filter', async () => {
    const response = await post('/search/counts', {
      orderedFilters: [groundworks, { id: 'office.distance', isQuery: true, query: { latitude: 53.8, longitude: -1.5, distance: 'far' } }],
    });
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body.field).toBe('orderedFilters[1].query.distance');
    expect(body.message).toContain('orderedFilters[1].query.distance');
  });

  it('answers 401 without a token', async () => {
    const response = await fetch(`${BASE}/search/counts`, { method: 'POST', body: JSON.stringify({ orderedFilters: [] }) });
    expect(response.status).toBe(401);
  });

  it('counts the suppliers that match', async () => {
    const all = await (await post('/search/counts', { orderedFilters: [] })).json();
    const some = await (await post('/search/counts', { orderedFilters: [groundworks] })).json();
    expect(all.resultCount).toBe(5000);
    expect(some.resultCount).toBeGreaterThan(0);
    expect(some.resultCount).toBeLessThan(all.resultCount);
  });

  it('creates a session, reads and updates its query, and pages through its results', async () => {
    const created = await post('/session', sessionBody);
    expect(created.status).toBe(201);
    const session = (await created.json()) as SessionDto;
    expect(session.sessionId).toBeTruthy();
    expect(session.orderedFilters).toEqual([groundworks]);

    const query = await (await get(`/session/${session.sessionId}/query`)).json();
    expect(query.orderedFilters).toEqual([groundworks]);

    const count = (await (await post('/search/counts', { orderedFilters: [groundworks] })).json()).resultCount as number;
    const page1 = (await (await get(`/search/${session.sessionId}?page=1&pageSize=10&sortName=name&sortOrder=asc`)).json()) as SearchResultsResponse;
    expect(page1.totalCount).toBe(count);
    expect(page1.results).toHaveLength(10);
    expect(page1.metadata).toEqual({ status: 'Active', resultCount: count, paging: { page: 1, pageSize: 10, first: 1 }, sorting: { name: 'name', order: 'asc' } });
    const names = page1.results.map((r) => r.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base', numeric: true })));

    const lastPage = Math.ceil(count / 10);
    const last = (await (await get(`/search/${session.sessionId}?page=${lastPage}&pageSize=10&sortName=name&sortOrder=asc`)).json()) as SearchResultsResponse;
    expect(last.results).toHaveLength(count - (lastPage - 1) * 10);
    const beyond = (await (await get(`/search/${session.sessionId}?page=${lastPage + 1}&pageSize=10&sortName=name&sortOrder=asc`)).json()) as SearchResultsResponse;
    expect(beyond.results).toEqual([]);

    // Export reads everything in one page of resultCount.
    const all = (await (await get(`/search/${session.sessionId}?page=1&pageSize=${count}&sortName=name&sortOrder=asc`)).json()) as SearchResultsResponse;
    expect(all.results).toHaveLength(count);

    const narrowed = [groundworks, { id: 'enterpriseCategoryTypeID', isQuery: true, query: { Id: 4 } }];
    const updated = await post(`/session/${session.sessionId}/query`, { orderedFilters: narrowed });
    expect(updated.status).toBe(200);
    const after = (await (await get(`/search/${session.sessionId}?page=1&pageSize=10&sortName=name&sortOrder=asc`)).json()) as SearchResultsResponse;
    expect(after.totalCount).toBeLessThan(count);
    expect(after.results.every((r) => r.companySize === 'Large')).toBe(true);

    // The session lives in the database, so a reload (persisted copy) keeps the sid working.
    expect(getDb().sessions[session.sessionId].orderedFilters).toEqual(narrowed);
  });

  it('orders randomly by seed, stable per seed', async () => {
    const session = (await (await post('/session', sessionBody)).json()) as SessionDto;
    const ids = async (seed: string) =>
      ((await (await get(`/search/${session.sessionId}?page=1&pageSize=20&sortName=name&sortOrder=random&seed=${seed}`)).json()) as SearchResultsResponse).results.map((r) => r.entityID);
    expect(await ids('11')).toEqual(await ids('11'));
    expect(await ids('11')).not.toEqual(await ids('12'));
  });

  it('answers 400 for page or pageSize out of range, and for an unknown sort', async () => {
    const session = (await (await post('/session', sessionBody)).json()) as SessionDto;
    for (const query of ['page=0&pageSize=10', 'page=1&pageSize=0', 'page=1&pageSize=100001', 'page=x&pageSize=10', 'page=1&pageSize=10&sortOrder=sideways']) {
      const response = await get(`/search/${session.sessionId}?${query}`);
      expect(response.status, query).toBe(400);
      expect((await response.json()).message).toMatch(/page|sort/i);
    }
    const bad = await post('/session', { ...sessionBody, paging: { page: 0, pageSize: 50 } });
    expect(bad.status).toBe(400);
  });

  it('finds suppliers in the supply chain of an org unit, and refuses a unit the user cannot see', async () => {
    const mine = await (await post('/search/counts', { orderedFilters: [{ id: 'searchType', isQuery: true, query: { SearchType: 2, OrgUnitAccountId: 2001 } }] })).json();
    expect(mine.resultCount).toBeGreaterThan(10);
    const theirs = await post('/search/counts', { orderedFilters: [{ id: 'searchType', isQuery: true, query: { SearchType: 2, OrgUnitAccountId: 2004 } }] });
    expect(theirs.status).toBe(403);
    expect((await theirs.json()).message).toBe("Sorry you don't have permission to view the supplychain in this session");
  });

  it("refuses a unit's supply chain to a buyer without supplychain:access, whichever call asks (spec 01 §6)", async () => {
    const asBare = { ...headers, Authorization: 'Bearer mock-token:5001;without=supplychain:access' };
    const inMySupplyChain = { orderedFilters: [{ id: 'searchType', isQuery: true, query: { SearchType: 2, OrgUnitAccountId: 2001 } }] };
    const calls = [
      fetch(`${BASE}/search/counts`, { method: 'POST', headers: asBare, body: JSON.stringify(inMySupplyChain) }),
      fetch(`${BASE}/session`, { method: 'POST', headers: asBare, body: JSON.stringify({ ...sessionBody, ...inMySupplyChain }) }),
    ];
    for (const response of await Promise.all(calls)) {
      expect(response.status).toBe(403);
      expect((await response.json()).message).toBe("Sorry you don't have permission to view the supplychain in this session");
    }
    // Every other search stays theirs.
    const all = await fetch(`${BASE}/search/counts`, { method: 'POST', headers: asBare, body: JSON.stringify({ orderedFilters: [groundworks] }) });
    expect((await all.json()).resultCount).toBeGreaterThan(0);
  });

  it('quick-searches by name, ignoring accents', async () => {
    const response = await post('/quicksearch', { QueryText: 'societe generale', Paging: { Page: 1, PageSize: 40 } });
    const body = await response.json();
    expect(body.items.map((i: { name: string }) => i.name)).toContain('Société Générale de Bâtiment');
  });
});
