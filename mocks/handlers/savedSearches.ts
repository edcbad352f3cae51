import { HttpResponse } from 'msw';
import { anyBuyer } from '@/platform/auth/identityRules';
import { PERSONAS, type Persona } from '@/platform/auth/personas';
import {
  SAVED_SEARCH_MAX_FILTERS, SAVED_SEARCH_MAX_FILTERS_JSON, SAVED_SEARCH_NAME_MAX, SAVED_SEARCH_NAME_TAKEN, SAVED_SEARCH_PAGE_SIZES,
  SAVED_SEARCH_SORT_NAMES, type RunSavedSearchResponse, type SavedSearchDto, type SavedSearchesPage, type SavedSearchSortName,
} from '@/services/search/savedSearchesTypes';
import type { FilterEntry, RandomScore, SessionDto, Sorting } from '@/services/search/types';
import { COMPANY_SIZES, GOALS, UDF_ITEMS } from '../data/reference';
import { currentMask, newCountOf, packMask, savedSearchSeeds, unpackMask, type SavedSearchRecord } from '../data/savedSearches';
import { getTaxonomy } from '../data/taxonomy';
import { allSegments, getDb, getSearchIndex, saveDb, unitIdsOfUser, warmUpStep } from '../db';
import { SearchInputError } from '../search/errors';
import { endpoint } from './endpoint';
import { checkFilters, filtersOfCaller, newSessionId, parseRandomScore, parseSorting, sessionOf, viewOf } from './search';
import { isObject, jsonBody, notFound, pagingQuery } from './support';

/** The results page's page sizes (features/search PAGE_SIZE_OPTIONS): a saved search keeps one of them. */
const RESULT_PAGE_SIZES = [10, 25, 50, 100];
/**
 * Not a cap a buyer meets (issue 40: unlimited), a bound on what one user may store in the mock
 * platform, as every table of it is bounded.
 */
export const MAX_SAVED_SEARCHES_PER_USER = 1000;

const FULL_BUYER = PERSONAS['full-buyer'].identity.userAccountId;

/**
 * Every call here needs the search index (new counts, baselines). The landing asks for the list while
 * its other calls (type-aheads, reference data) are under way: rather than build the network and its
 * index in one go and hold those calls back, it finishes the build in slices of a few milliseconds
 * (as the worker's warm-up does), letting the others be answered in between.
 */
async function searchIndexReady(sliceMs = 8): Promise<void> {
  for (;;) {
    const sliceEnd = performance.now() + sliceMs;
    let more = warmUpStep();
    while (more && performance.now() < sliceEnd) more = warmUpStep();
    if (!more) return;
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
}

// ---- the user's records ------------------------------------------------------------------------

/**
 * The user's saved searches. The full buyer's three seeds are written on first read, each with the
 * baseline of its last run (the first one's leaves out its newest matches), so later reads agree.
 */
function recordsOf(persona: Persona): SavedSearchRecord[] {
  const userId = persona.identity.userAccountId;
  const db = getDb();
  if (!Object.hasOwn(db.savedSearches, userId)) {
    db.savedSearches[userId] = userId === FULL_BUYER ? seededRecords(persona) : [];
    saveDb();
  }
  return db.savedSearches[userId];
}

function seededRecords(persona: Persona): SavedSearchRecord[] {
  const index = getSearchIndex();
  return savedSearchSeeds().map(({ newCount, ...seed }, k) => {
    const mask = currentMask(index, viewOf(persona), seed.orderedFilters);
    const base = mask ? Uint8Array.from(mask) : new Uint8Array(index.n).fill(1);
    // Its newest matches (the highest positions) were not there at its last run.
    for (let i = index.n - 1, left = newCount; i >= 0 && left > 0; i--) if (base[i]) {
      base[i] = 0;
      left--;
    }
    return { ...seed, id: 101 + k, randomScore: null, baseline: packMask(base, index.n) };
  });
}

function writeRecords(persona: Persona, records: SavedSearchRecord[]): void {
  getDb().savedSearches[persona.identity.userAccountId] = records;
  saveDb();
}

const sameName = (a: string, b: string) => a.localeCompare(b, undefined, { sensitivity: 'accent' }) === 0 || a.toLowerCase() === b.toLowerCase();

// ---- validation ---------------------------------------------------------------------------------

/** Required after trimming, at most 80 characters; stored trimmed. */
function readName(body: unknown): string {
  if (!isObject(body)) throw new SearchInputError('Request body must be an object', 'body');
  if (typeof body.name !== 'string') throw new SearchInputError('name is required', 'name');
  const name = body.name.trim();
  if (!name) throw new SearchInputError('name is required', 'name');
  if (name.length > SAVED_SEARCH_NAME_MAX) throw new SearchInputError(`name must be at most ${SAVED_SEARCH_NAME_MAX} characters`, 'name');
  return name;
}

function boundFilters(orderedFilters: unknown): void {
  if (!Array.isArray(orderedFilters)) throw new SearchInputError('orderedFilters must be a list', 'orderedFilters');
  if (orderedFilters.length > SAVED_SEARCH_MAX_FILTERS) throw new SearchInputError(`orderedFilters must hold at most ${SAVED_SEARCH_MAX_FILTERS} filters`, 'orderedFilters');
  if (JSON.stringify(orderedFilters).length > SAVED_SEARCH_MAX_FILTERS_JSON) {
    throw new SearchInputError(`orderedFilters must be at most ${SAVED_SEARCH_MAX_FILTERS_JSON} characters of JSON`, 'orderedFilters');
  }
}

interface Criteria {
  orderedFilters: FilterEntry[];
  sorting: Sorting;
  pageSize: number;
  randomScore: RandomScore | null;
}

/** The criteria to save: a session's (the caller's own, else 404) or the body's, validated as a session's. */
function readCriteria(persona: Persona, body: Record<string, unknown>): Criteria | Response {
  if (body.sessionId !== undefined) {
    if (typeof body.sessionId !== 'string' || !body.sessionId) throw new SearchInputError('sessionId must be text', 'sessionId');
    const session: SessionDto | undefined = sessionOf(persona, body.sessionId);
    if (!session) return notFound(`Search session ${body.sessionId} was not found`);
    boundFilters(session.orderedFilters);
    return { orderedFilters: session.orderedFilters, sorting: session.sorting, pageSize: session.paging.pageSize, randomScore: session.randomScore };
  }
  boundFilters(body.orderedFilters);
  const asked = filtersOfCaller(persona, body.orderedFilters);
  if ('refused' in asked) return asked.refused;
  const pageSize = body.pageSize ?? 50;
  if (!RESULT_PAGE_SIZES.includes(pageSize as number)) throw new SearchInputError(`pageSize must be one of ${RESULT_PAGE_SIZES.join(', ')}`, 'pageSize');
  return {
    orderedFilters: checkFilters(persona, asked.filters),
    sorting: parseSorting(body.sorting),
    pageSize: pageSize as number,
    randomScore: parseRandomScore(body.randomScore),
  };
}

// ---- filters that no longer exist ---------------------------------------------------------------

const num = (query: unknown, key: string) => (isObject(query) && typeof query[key] === 'number' ? (query[key] as number) : null);
const text = (query: unknown, key: string) => (isObject(query) && typeof query[key] === 'string' ? (query[key] as string) : null);

let workCategoryIds: Set<number> | null = null;
function knownWorkCategory(id: number | null): boolean {
  if (!workCategoryIds) {
    const { trees } = getTaxonomy();
    workCategoryIds = new Set(trees.flatMap((l1) => [l1.Id, ...(l1.SubCategories ?? []).flatMap((l2) => [l2.Id, ...(l2.Services ?? []).map((l3) => l3.Id)])]));
  }
  return id !== null && workCategoryIds.has(id);
}

/**
 * Whether what a saved filter names still exists for this caller: its work category, company size,
 * goal, segment (and stage) of the searched unit, custom field (and option). Filters of other kinds
 * (places, distance, the search type) name nothing that can go away.
 */
function stillExists(persona: Persona, entry: FilterEntry, orgUnitId: number | null): boolean {
  const query = entry.query ?? entry.complexQuery;
  switch (entry.id) {
    case 'productServicesIDs':
      return knownWorkCategory(num(query, 'Id'));
    case 'enterpriseCategoryTypeID':
      return COMPANY_SIZES.some((s) => s.id === num(query, 'Id'));
    case 'goals':
    case 'ssipgoals':
      return GOALS.some((g) => g.reference === text(query, 'GoalReference'));
    case 'supplychain.grouping':
    case 'supplychain.groupingstage': {
      const segment = allSegments().find((s) => s.id === num(query, 'GroupingId') && s.orgUnitAccountId === orgUnitId);
      if (!segment || orgUnitId === null || !unitIdsOfUser(persona.identity.userAccountId).includes(orgUnitId)) return false;
      return entry.id === 'supplychain.grouping' || segment.stages.some((stage) => stage.name === text(query, 'StageDisplayName'));
    }
    case 'udf': {
      const item = persona.identity.orgAccountId === PERSONAS['full-buyer'].identity.orgAccountId ? UDF_ITEMS.find((i) => i.id === num(query, 'udfItemId')) : undefined;
      if (!item) return false;
      const option = num(query, 'udfItemValueId');
      return option === null || item.items.some((o) => o.id === option);
    }
    default:
      return true;
  }
}

function splitStale(persona: Persona, filters: FilterEntry[]): { kept: FilterEntry[]; dropped: FilterEntry[] } {
  const searchType = filters.find((f) => f.id === 'searchType');
  const orgUnitId = num(searchType?.query ?? searchType?.complexQuery, 'OrgUnitAccountId');
  const kept: FilterEntry[] = [];
  const dropped: FilterEntry[] = [];
  for (const entry of filters) (stillExists(persona, entry, orgUnitId) ? kept : dropped).push(entry);
  return { kept, dropped };
}

// ---- answers ------------------------------------------------------------------------------------

/** The caller's matches for the filters still there, as a mask; null when the filters are refused. */
function matchesNow(persona: Persona, filters: FilterEntry[]) {
  const asked = filtersOfCaller(persona, splitStale(persona, filters).kept);
  if ('refused' in asked) return { refused: true as const };
  try {
    return { mask: currentMask(getSearchIndex(), viewOf(persona), asked.filters), filters: asked.filters };
  } catch {
    return { refused: true as const };
  }
}

function toDto(persona: Persona, record: SavedSearchRecord): SavedSearchDto {
  const { baseline, ...rest } = record;
  const now = matchesNow(persona, record.orderedFilters);
  const newCount = 'refused' in now ? 0 : newCountOf(getSearchIndex(), viewOf(persona), now.filters, baseline);
  return { ...rest, newCount };
}

function baselineNow(persona: Persona, filters: FilterEntry[]): string {
  const now = matchesNow(persona, filters);
  const index = getSearchIndex();
  return packMask('refused' in now ? new Uint8Array(index.n) : now.mask, index.n);
}

const taken = (existingId: number) => HttpResponse.json({ message: SAVED_SEARCH_NAME_TAKEN, field: 'name', existingId }, { status: 409 });

function byId(persona: Persona, raw: string): SavedSearchRecord | undefined {
  const id = Number(raw);
  return Number.isInteger(id) ? recordsOf(persona).find((r) => r.id === id) : undefined;
}
const savedSearchNotFound = (id: string) => notFound(`Saved search ${id} was not found`);

function sortRecords(records: SavedSearchRecord[], sortName: SavedSearchSortName, desc: boolean): SavedSearchRecord[] {
  const compare = (a: SavedSearchRecord, b: SavedSearchRecord) =>
    sortName === 'name'
      ? a.name.localeCompare(b.name, undefined, { sensitivity: 'base' }) || a.id - b.id
      : a.lastRunOn.localeCompare(b.lastRunOn) || a.id - b.id;
  return [...records].sort((a, b) => (desc ? -compare(a, b) : compare(a, b)));
}

/**
 * Saved searches (issue 40), on the search host in its style: each buyer's own (per user; another
 * user's id is a 404), any buyer with suppliersourcing:access.
 */
export const savedSearchesHandlers = [
  endpoint({ method: 'get', kind: 'search', path: '/savedsearches', rule: anyBuyer }, async ({ url, persona }) => {
    await searchIndexReady();
    const { page, pageSize } = pagingQuery(url, { max: Math.max(...SAVED_SEARCH_PAGE_SIZES), fallback: 10 });
    const sortName = url.searchParams.get('sortName') || 'lastRunOn';
    const sortOrder = url.searchParams.get('sortOrder') || (sortName === 'name' ? 'asc' : 'desc');
    if (!(SAVED_SEARCH_SORT_NAMES as readonly string[]).includes(sortName)) throw new SearchInputError(`sortName must be one of ${SAVED_SEARCH_SORT_NAMES.join(', ')}`, 'sortName');
    if (sortOrder !== 'asc' && sortOrder !== 'desc') throw new SearchInputError('sortOrder must be asc or desc', 'sortOrder');
    const records = sortRecords(recordsOf(persona), sortName as SavedSearchSortName, sortOrder === 'desc');
    return HttpResponse.json<SavedSearchesPage>({
      totalCount: records.length,
      items: records.slice((page - 1) * pageSize, page * pageSize).map((r) => toDto(persona, r)),
    });
  }),

  endpoint({ method: 'get', kind: 'search', path: '/savedsearches/:id', rule: anyBuyer }, async ({ params, persona }) => {
    await searchIndexReady();
    const record = byId(persona, params.id);
    return record ? HttpResponse.json(toDto(persona, record)) : savedSearchNotFound(params.id);
  }),

  endpoint({ method: 'post', kind: 'search', path: '/savedsearches', rule: anyBuyer }, async ({ request, persona }) => {
    await searchIndexReady();
    const body = await jsonBody(request);
    const name = readName(body);
    const fields = body as Record<string, unknown>;
    if (fields.replace !== undefined && typeof fields.replace !== 'boolean') throw new SearchInputError('replace must be true or false', 'replace');
    const criteria = readCriteria(persona, fields);
    if (criteria instanceof Response) return criteria;
    const records = recordsOf(persona);
    const existing = records.find((r) => sameName(r.name, name));
    if (existing && !fields.replace) return taken(existing.id);
    if (!existing && records.length >= MAX_SAVED_SEARCHES_PER_USER) {
      throw new SearchInputError(`A buyer keeps at most ${MAX_SAVED_SEARCHES_PER_USER} saved searches`, 'name');
    }
    const now = new Date().toISOString();
    const db = getDb();
    // Saving counts as a run: the buyer is looking at these results.
    const record: SavedSearchRecord = {
      id: existing?.id ?? db.nextSavedSearchId++,
      name,
      ...criteria,
      createdOn: existing?.createdOn ?? now,
      lastRunOn: now,
      baseline: baselineNow(persona, criteria.orderedFilters),
    };
    writeRecords(persona, existing ? records.map((r) => (r.id === existing.id ? record : r)) : [...records, record]);
    return HttpResponse.json(toDto(persona, record), { status: existing ? 200 : 201 });
  }),

  endpoint({ method: 'put', kind: 'search', path: '/savedsearches/:id', rule: anyBuyer }, async ({ request, params, persona }) => {
    await searchIndexReady();
    const record = byId(persona, params.id);
    if (!record) return savedSearchNotFound(params.id);
    const name = readName(await jsonBody(request));
    const records = recordsOf(persona);
    const other = records.find((r) => r.id !== record.id && sameName(r.name, name));
    if (other) return taken(other.id);
    const renamed = { ...record, name };
    writeRecords(persona, records.map((r) => (r.id === record.id ? renamed : r)));
    return HttpResponse.json(toDto(persona, renamed));
  }),

  endpoint({ method: 'delete', kind: 'search', path: '/savedsearches/:id', rule: anyBuyer }, async ({ params, persona }) => {
    await searchIndexReady();
    const record = byId(persona, params.id);
    if (!record) return savedSearchNotFound(params.id);
    writeRecords(persona, recordsOf(persona).filter((r) => r.id !== record.id));
    return new HttpResponse(null, { status: 204 });
  }),

  /**
   * Runs it: a new search session with its filters (less those that no longer exist), sort and page
   * size; `onlyNew` makes that session show only the suppliers its last run did not match. Either way
   * the run takes a fresh baseline.
   */
  endpoint({ method: 'post', kind: 'search', path: '/savedsearches/:id/run', rule: anyBuyer }, async ({ request, params, persona }) => {
    await searchIndexReady();
    const record = byId(persona, params.id);
    if (!record) return savedSearchNotFound(params.id);
    // The body is optional: no body runs all its results.
    const raw = await request.text();
    let body: unknown = {};
    try {
      body = raw.trim() ? JSON.parse(raw) : {};
    } catch {
      throw new SearchInputError('Request body must be JSON', 'body');
    }
    if (!isObject(body)) throw new SearchInputError('Request body must be an object', 'body');
    const onlyNew = body.onlyNew ?? false;
    if (typeof onlyNew !== 'boolean') throw new SearchInputError('onlyNew must be true or false', 'onlyNew');
    const { kept, dropped } = splitStale(persona, record.orderedFilters);
    const asked = filtersOfCaller(persona, kept);
    if ('refused' in asked) return asked.refused;
    const orderedFilters = checkFilters(persona, asked.filters);
    const index = getSearchIndex();
    const mask = currentMask(index, viewOf(persona), orderedFilters);
    const before = unpackMask(record.baseline, index.n);
    let newCount = 0;
    for (let i = 0; i < index.n; i++) if ((!mask || mask[i]) && !before[i]) newCount++;
    const now = new Date().toISOString();
    const session: SessionDto = {
      sessionId: newSessionId(),
      status: 'Active',
      orderedFilters,
      sorting: record.sorting,
      paging: { page: 1, pageSize: record.pageSize },
      randomScore: record.randomScore,
      results: null,
      createdOn: now,
      updatedOn: now,
    };
    const db = getDb();
    db.sessions[session.sessionId] = session;
    db.sessionOwners[session.sessionId] = persona.identity.orgAccountId;
    if (onlyNew) db.sessionNewSince[session.sessionId] = record.baseline;
    const ran: SavedSearchRecord = { ...record, lastRunOn: now, baseline: packMask(mask, index.n) };
    writeRecords(persona, recordsOf(persona).map((r) => (r.id === record.id ? ran : r)));
    return HttpResponse.json<RunSavedSearchResponse>(
      { sessionId: session.sessionId, savedSearch: toDto(persona, ran), droppedFilters: dropped, onlyNew, newCount },
      { status: 201 },
    );
  }),
];
