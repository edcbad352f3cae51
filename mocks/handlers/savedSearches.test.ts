import { describe, expect, it } from 'vitest';
import type { RunSavedSearchResponse, SavedSearchDto, SavedSearchesPage } from '@/services/search/savedSearchesTypes';
import type { FilterEntry, SearchResultsResponse, SessionDto } from '@/services/search/types';
import { getDb } from '../db';
import { SEEDED_NEW_COUNT } from '../data/savedSearches';

const BASE = 'http://localhost/mock-api/search';
const as = (user: number) => ({ Authorization: `Bearer mock-token:${user}`, 'Content-Type': 'application/json' });
const call = (method: string, path: string, body?: unknown, user = 5001) =>
  fetch(`${BASE}${path}`, { method, headers: as(user), body: body === undefined ? undefined : JSON.stringify(body) });
const json = async <T,>(response: Response | Promise<Response>) => (await (await response).json()) as T;
const list = (query = '', user = 5001) => json<SavedSearchesPage>(call('GET', `/savedsearches${query}`, undefined, user));

const excavation: FilterEntry = { id: 'productServicesIDs', isQuery: true, query: { Id: 10000, MinValue: null, MaxValue: null } };
const criteria = { orderedFilters: [excavation], sorting: { name: 'companySize', order: 'desc' }, pageSize: 25 };

describe('saved searches on the mock platform', () => {
  it('the full buyer starts with three saved searches, newest run first; one has new matches', async () => {
    const page = await list();
    expect(page.totalCount).toBe(3);
    expect(page.items.map((s) => s.name)).toEqual(['Gold level concrete frames', 'Excavation contractors', 'Drainage in my supply chain']);
    expect(page.items.map((s) => s.newCount)).toEqual([0, SEEDED_NEW_COUNT, 0]);
    // Another buyer of the same organisation has none: they are each user's own.
    expect(await list('', 5002)).toEqual({ totalCount: 0, items: [] });
  });

  it('pages and sorts by name or last run; bad paging or sort is a 400 naming it', async () => {
    expect((await list('?sortName=name&sortOrder=asc&page=1&pageSize=2')).items.map((s) => s.name)).toEqual(['Drainage in my supply chain', 'Excavation contractors']);
    expect((await list('?sortName=name&sortOrder=asc&page=2&pageSize=2')).items.map((s) => s.name)).toEqual(['Gold level concrete frames']);
    expect((await list('?sortName=lastRunOn&sortOrder=asc')).items[0].name).toBe('Drainage in my supply chain');
    for (const [query, field] of [['?sortName=createdOn', 'sortName'], ['?sortOrder=up', 'sortOrder'], ['?pageSize=26', 'pageSize'], ['?page=0', 'page']]) {
      const response = await call('GET', `/savedsearches${query}`);
      expect(response.status).toBe(400);
      expect((await response.json()).field).toBe(field);
    }
  });

  it('saves a session’s filters, sort and page size under a trimmed name', async () => {
    const session = await json<SessionDto>(call('POST', '/session', { orderedFilters: [excavation], sorting: { name: 'countryCode', order: 'desc' }, paging: { page: 3, pageSize: 10 } }));
    const response = await call('POST', '/savedsearches', { name: '  Diggers  ', sessionId: session.sessionId });
    expect(response.status).toBe(201);
    const saved = (await response.json()) as SavedSearchDto;
    expect(saved).toMatchObject({ name: 'Diggers', orderedFilters: [excavation], sorting: { name: 'countryCode', order: 'desc' }, pageSize: 10, newCount: 0 });
    expect((await list()).totalCount).toBe(4);
    expect((await call('POST', '/savedsearches', { name: 'Theirs', sessionId: 'nope-1' })).status).toBe(404);
  });

  it('refuses a missing, blank or too long name and oversized filters with 400s naming the field', async () => {
    const cases: [unknown, string][] = [
      [{ ...criteria }, 'name'],
      [{ ...criteria, name: '   ' }, 'name'],
      [{ ...criteria, name: 'x'.repeat(81) }, 'name'],
      [{ ...criteria, name: 'Many', orderedFilters: Array.from({ length: 61 }, () => excavation) }, 'orderedFilters'],
      [{ ...criteria, name: 'Wide', orderedFilters: [{ ...excavation, filterCopy: { title: 'x'.repeat(40_000) } }] }, 'orderedFilters'],
      [{ ...criteria, name: 'Size', pageSize: 7 }, 'pageSize'],
      [{ ...criteria, name: 'Bad', orderedFilters: [{ id: 'office.distance', isQuery: true, query: { latitude: 53.8, longitude: -1.5, distance: 'far' } }] }, 'orderedFilters[0].query.distance'],
    ];
    for (const [body, field] of cases) {
      const response = await call('POST', '/savedsearches', body);
      expect(response.status, JSON.stringify(body).slice(0, 60)).toBe(400);
      expect((await response.json()).field).toBe(field);
    }
    expect((await call('POST', '/savedsearches', { ...criteria, name: 'x'.repeat(80) })).status).toBe(201);
  });

  it('a taken name (ignoring case) is a 409 in the spec’s style; replace overwrites that saved search', async () => {
    const before = (await list()).items.find((s) => s.name === 'Excavation contractors')!;
    const refused = await call('POST', '/savedsearches', { ...criteria, name: 'EXCAVATION contractors' });
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual({ message: 'A saved search with this name already exists, please try an alternative name', field: 'name', existingId: before.id });

    const replaced = await call('POST', '/savedsearches', { ...criteria, name: 'Excavation Contractors', replace: true });
    expect(replaced.status).toBe(200);
    expect(await replaced.json()).toMatchObject({ id: before.id, name: 'Excavation Contractors', pageSize: 25, newCount: 0 });
    expect((await list()).totalCount).toBe(3);
  });

  it('renames (409 when another has the name) and deletes; another user’s id is a 404', async () => {
    const [first, second] = (await list()).items;
    expect((await call('PUT', `/savedsearches/${first.id}`, { name: second.name.toUpperCase() })).status).toBe(409);
    expect((await call('PUT', `/savedsearches/${first.id}`, { name: '' })).status).toBe(400);
    expect(await json(call('PUT', `/savedsearches/${first.id}`, { name: ' Concrete ' }))).toMatchObject({ id: first.id, name: 'Concrete' });
    // Its own name in another case is no clash.
    expect((await call('PUT', `/savedsearches/${first.id}`, { name: 'CONCRETE' })).status).toBe(200);

    for (const [method, path, body] of [['PUT', `/savedsearches/${first.id}`, { name: 'Mine now' }], ['DELETE', `/savedsearches/${first.id}`], ['POST', `/savedsearches/${first.id}/run`, {}], ['GET', `/savedsearches/${first.id}`]] as const) {
      expect((await call(method, path, body, 5002)).status).toBe(404);
    }
    expect((await call('DELETE', `/savedsearches/${first.id}`)).status).toBe(204);
    expect((await call('DELETE', `/savedsearches/${first.id}`)).status).toBe(404);
    expect((await list()).items.map((s) => s.id)).not.toContain(first.id);
  });

  it('counts what is new since the last run on the server; only-new runs show just those, and a run takes a fresh baseline', async () => {
    const seeded = (await list()).items.find((s) => s.newCount > 0)!;
    const allNow = (await json<{ resultCount: number }>(call('POST', '/search/counts', { orderedFilters: seeded.orderedFilters }))).resultCount;

    const ran = await json<RunSavedSearchResponse>(call('POST', `/savedsearches/${seeded.id}/run`, { onlyNew: true }));
    expect(ran).toMatchObject({ onlyNew: true, newCount: SEEDED_NEW_COUNT, droppedFilters: [] });
    expect(ran.savedSearch.newCount).toBe(0);
    const onlyNew = await json<SearchResultsResponse>(call('GET', `/search/${ran.sessionId}?page=1&pageSize=50&sortName=name&sortOrder=desc`));
    expect(onlyNew.totalCount).toBe(SEEDED_NEW_COUNT);
    expect(onlyNew.results).toHaveLength(SEEDED_NEW_COUNT);

    // The listing agrees: nothing new since this run. That session still shows the same twelve (reload, sort).
    expect((await list()).items.find((s) => s.id === seeded.id)!.newCount).toBe(0);
    expect((await json<SearchResultsResponse>(call('GET', `/search/${ran.sessionId}?page=1&pageSize=10&sortName=name&sortOrder=asc`))).totalCount).toBe(SEEDED_NEW_COUNT);

    // A plain run opens every result, as saved (sort, page size).
    const plain = await json<RunSavedSearchResponse>(call('POST', `/savedsearches/${seeded.id}/run`));
    const session = getDb().sessions[plain.sessionId];
    expect(session).toMatchObject({ orderedFilters: seeded.orderedFilters, sorting: seeded.sorting, paging: { page: 1, pageSize: seeded.pageSize } });
    expect((await json<SearchResultsResponse>(call('GET', `/search/${plain.sessionId}?page=1&pageSize=50`))).totalCount).toBe(allNow);
    expect((await call('POST', `/savedsearches/${seeded.id}/run`, { onlyNew: 'yes' })).status).toBe(400);
  });

  it('runs with the filters that still exist and says which were dropped (a removed custom field, a closed segment)', async () => {
    const removedField: FilterEntry = { id: 'udf', isQuery: true, query: { udfItemId: 999, udfItemType: 'checkbox', bitValue: true }, filterCopy: { title: 'Retired flag' } };
    const closedSegment: FilterEntry = { id: 'supplychain.grouping', isQuery: true, query: { GroupingId: 987654 } };
    const saved = await json<SavedSearchDto>(call('POST', '/savedsearches', { name: 'Stale', orderedFilters: [excavation] }));
    const db = getDb();
    const inMyChain: FilterEntry = { id: 'searchType', isQuery: true, query: { SearchType: 2, OrgUnitAccountId: 2001 } };
    db.savedSearches[5001] = db.savedSearches[5001].map((r) => (r.id === saved.id ? { ...r, orderedFilters: [inMyChain, excavation, removedField, closedSegment] } : r));

    const ran = await json<RunSavedSearchResponse>(call('POST', `/savedsearches/${saved.id}/run`));
    expect(ran.droppedFilters).toEqual([removedField, closedSegment]);
    expect(db.sessions[ran.sessionId].orderedFilters).toEqual([inMyChain, excavation]);
    expect((await call('GET', `/search/${ran.sessionId}?page=1&pageSize=10`)).status).toBe(200);
  });

  it('persists with the other mock records, and Reset brings the seeds back', async () => {
    await call('POST', '/savedsearches', { ...criteria, name: 'Kept' });
    expect(getDb().savedSearches[5001].map((r) => r.name)).toContain('Kept');
    const { resetDb } = await import('../db');
    resetDb();
    expect((await list()).items.map((s) => s.name)).not.toContain('Kept');
    expect((await list()).totalCount).toBe(3);
  });
});
