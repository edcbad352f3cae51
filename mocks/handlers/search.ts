import { http, HttpResponse } from 'msw';
import { COUNTRY_CODES, COUNTRY_NAMES, getGeography, locationKey, toSuggestion } from '../data/geo';
import { COMPANY_SIZES } from '../data/reference';
import { localiseCompanySizes, localiseSearchTypes, localiseStages, localiseSupplier } from '../data/localise';
import { getTaxonomy } from '../data/taxonomy';
import { allMembers, allSegments, buyerView, getDb, getSearchIndex, saveDb, unitIdsOfUser } from '../db';
import { mockPath } from '../paths';
import { countSuppliers, searchSuppliers, validatePaging, MAX_PAGE_SIZE } from '../search/engine';
import { SearchInputError } from '../search/errors';
import { quickSearchMatches, validateQueryText } from '../search/quickSearch';
import {
  SEARCH_TYPES,
  SEGMENT_STAGE_STATUSES,
  SORT_NAMES,
  SORT_ORDERS,
  type FacetsResponse,
  type FilterEntry,
  type Paging,
  type QuickSearchResponse,
  type RandomScore,
  type SearchCountsResponse,
  type SearchResultsResponse,
  type SessionDto,
  type SessionQueryDto,
  type SortName,
  type SortOrder,
  type Sorting,
  type TaxonomyResponse,
} from '@/services/search/types';
import { caller, errorResponse, intParam, isObject, jsonBody, notFound, requestLanguage } from './support';
import type { Persona } from '@/platform/auth/personas';

const viewOf = (persona: Persona) => buyerView(persona.identity.userAccountId, persona.identity.orgAccountId);

function parseSorting(raw: unknown): Sorting {
  if (raw === undefined || raw === null) return { name: 'name', order: 'asc' };
  if (!isObject(raw)) throw new SearchInputError('Invalid sorting: must be an object', 'sorting');
  const name = raw.name ?? 'name';
  const order = raw.order ?? 'asc';
  if (!(SORT_NAMES as readonly unknown[]).includes(name)) throw new SearchInputError(`Invalid sorting: sorting.name must be one of ${SORT_NAMES.join(', ')}`, 'sorting.name');
  if (!(SORT_ORDERS as readonly unknown[]).includes(order)) throw new SearchInputError(`Invalid sorting: sorting.order must be one of ${SORT_ORDERS.join(', ')}`, 'sorting.order');
  return { name: name as SortName, order: order as SortOrder };
}

function parsePaging(raw: unknown): Paging {
  if (raw === undefined || raw === null) return { page: 1, pageSize: 50 };
  if (!isObject(raw)) throw new SearchInputError('Invalid paging: must be an object', 'paging');
  const paging = { page: (raw.page ?? 1) as number, pageSize: (raw.pageSize ?? 50) as number };
  validatePaging(paging.page, paging.pageSize, 0);
  return paging;
}

function parseRandomScore(raw: unknown): RandomScore | null {
  if (raw === undefined || raw === null) return null;
  if (!isObject(raw) || (typeof raw.seed !== 'number' && typeof raw.seed !== 'string')) {
    throw new SearchInputError('Invalid randomScore: randomScore.seed must be a number or text', 'randomScore.seed');
  }
  return { seed: raw.seed };
}

function newSessionId(): string {
  const db = getDb();
  const n = db.nextIds.session++;
  const random = typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID().slice(0, 8) : Math.random().toString(36).slice(2, 10);
  return `${random}-${n}`;
}

/** Validates filters (400) and the caller's right to the supply chains they name (403). */
function checkFilters(persona: Persona, orderedFilters: unknown): FilterEntry[] {
  countSuppliers(getSearchIndex(), viewOf(persona), orderedFilters);
  return orderedFilters as FilterEntry[];
}

export const searchHandlers = [
  http.post(mockPath('search', '/session'), async ({ request }) => {
    const persona = caller(request);
    if (persona instanceof Response) return persona;
    try {
      const body = await jsonBody(request);
      if (!isObject(body)) throw new SearchInputError('Request body must be an object', 'body');
      const now = new Date().toISOString();
      const session: SessionDto = {
        sessionId: newSessionId(),
        status: 'Active',
        orderedFilters: checkFilters(persona, body.orderedFilters ?? []),
        sorting: parseSorting(body.sorting),
        paging: parsePaging(body.paging),
        randomScore: parseRandomScore(body.randomScore),
        results: null,
        createdOn: now,
        updatedOn: now,
      };
      getDb().sessions[session.sessionId] = session;
      saveDb();
      return HttpResponse.json(session, { status: 201 });
    } catch (error) {
      return errorResponse(error);
    }
  }),

  http.get(mockPath('search', '/session/:sid'), ({ request, params }) => {
    const persona = caller(request);
    if (persona instanceof Response) return persona;
    const session = getDb().sessions[String(params.sid)];
    return session ? HttpResponse.json(session) : notFound(`Search session ${String(params.sid)} was not found`);
  }),

  http.get(mockPath('search', '/session/:sid/query'), ({ request, params }) => {
    const persona = caller(request);
    if (persona instanceof Response) return persona;
    const session = getDb().sessions[String(params.sid)];
    if (!session) return notFound(`Search session ${String(params.sid)} was not found`);
    return HttpResponse.json<SessionQueryDto>({ orderedFilters: session.orderedFilters });
  }),

  http.post(mockPath('search', '/session/:sid/query'), async ({ request, params }) => {
    const persona = caller(request);
    if (persona instanceof Response) return persona;
    const session = getDb().sessions[String(params.sid)];
    if (!session) return notFound(`Search session ${String(params.sid)} was not found`);
    try {
      const body = await jsonBody(request);
      // The body is { orderedFilters }; a bare array is accepted too.
      const filters = Array.isArray(body) ? body : isObject(body) ? body.orderedFilters : undefined;
      const updated: SessionDto = { ...session, orderedFilters: checkFilters(persona, filters), updatedOn: new Date().toISOString() };
      getDb().sessions[session.sessionId] = updated;
      saveDb();
      return HttpResponse.json(updated);
    } catch (error) {
      return errorResponse(error);
    }
  }),

  http.post(mockPath('search', '/search/counts'), async ({ request }) => {
    const persona = caller(request);
    if (persona instanceof Response) return persona;
    try {
      const body = await jsonBody(request);
      const filters = isObject(body) ? body.orderedFilters : undefined;
      return HttpResponse.json<SearchCountsResponse>({ resultCount: countSuppliers(getSearchIndex(), viewOf(persona), filters) });
    } catch (error) {
      return errorResponse(error);
    }
  }),

  http.get(mockPath('search', '/search/:sid'), ({ request, params }) => {
    const persona = caller(request);
    if (persona instanceof Response) return persona;
    const session = getDb().sessions[String(params.sid)];
    if (!session) return notFound(`Search session ${String(params.sid)} was not found`);
    try {
      const url = new URL(request.url);
      const page = intParam(url, 'page') ?? session.paging.page;
      const pageSize = intParam(url, 'pageSize') ?? session.paging.pageSize;
      const sortName = url.searchParams.get('sortName') || session.sorting.name;
      const sortOrder = url.searchParams.get('sortOrder') || session.sorting.order;
      if (!(SORT_NAMES as readonly string[]).includes(sortName)) throw new SearchInputError(`Invalid query: sortName must be one of ${SORT_NAMES.join(', ')}`, 'sortName');
      if (!(SORT_ORDERS as readonly string[]).includes(sortOrder)) throw new SearchInputError(`Invalid query: sortOrder must be one of ${SORT_ORDERS.join(', ')}`, 'sortOrder');
      const seed = url.searchParams.get('seed') ?? session.randomScore?.seed ?? null;
      const sorting: Sorting = { name: sortName as SortName, order: sortOrder as SortOrder };
      const result = searchSuppliers(getSearchIndex(), viewOf(persona), session.orderedFilters, { page, pageSize, sortName: sorting.name, sortOrder: sorting.order, seed });
      // The session remembers the last page and order asked for, as the real service does.
      getDb().sessions[session.sessionId] = {
        ...session,
        paging: pageSize <= MAX_PAGE_SIZE ? { page, pageSize } : session.paging,
        sorting,
        randomScore: sorting.order === 'random' && seed !== null ? { seed } : session.randomScore,
      };
      saveDb();
      return HttpResponse.json<SearchResultsResponse>({
        totalCount: result.totalCount,
        results: result.results.map((supplier) => localiseSupplier(requestLanguage(request), supplier)),
        metadata: { status: 'Active', resultCount: result.totalCount, paging: { page, pageSize, first: result.first }, sorting },
      });
    } catch (error) {
      return errorResponse(error);
    }
  }),

  http.get(mockPath('search', '/facets'), ({ request }) => {
    const persona = caller(request);
    if (persona instanceof Response) return persona;
    const url = new URL(request.url);
    let orgUnitId: number | undefined;
    try {
      orgUnitId = intParam(url, 'orgUnitId');
    } catch (error) {
      return errorResponse(error);
    }
    const geography = getGeography();
    const areasOfOperation = COUNTRY_CODES.flatMap((c) => [
      geography.byKey.get(locationKey(c, 'country', COUNTRY_NAMES[c]))!,
      ...geography.localities.filter((l) => l.country === c && (l.locationType === 'nuts1' || (l.locationType === 'nuts2' && !geography.localities.some((x) => x.country === c && x.locationType === 'nuts1')))),
    ]).map(toSuggestion);
    const visible = new Set(unitIdsOfUser(persona.identity.userAccountId));
    if (orgUnitId !== undefined && !visible.has(orgUnitId)) {
      return HttpResponse.json({ message: "Sorry you don't have permission to view the supplychain in this session" }, { status: 403 });
    }
    const members = orgUnitId === undefined ? [] : allMembers();
    const language = requestLanguage(request);
    const facets: FacetsResponse = {
      companySizes: localiseCompanySizes(language, COMPANY_SIZES),
      areasOfOperation,
      searchTypes: localiseSearchTypes(language, [
        { id: SEARCH_TYPES.allSuppliers, name: 'All Suppliers' },
        { id: SEARCH_TYPES.inMySupplyChain, name: 'Suppliers in my supply chain' },
      ]),
      segmentStatuses: [...SEGMENT_STAGE_STATUSES],
      segments:
        orgUnitId === undefined
          ? []
          : allSegments()
              .filter((s) => s.orgUnitAccountId === orgUnitId && members.some((m) => m.segmentId === s.id))
              .sort((a, b) => a.name.localeCompare(b.name))
              .map((s) => ({ id: s.id, name: s.name, listGroupingTypeId: s.listGroupingTypeId, customStages: localiseStages(language, s.stages) })),
    };
    return HttpResponse.json(facets);
  }),

  http.get(mockPath('search', '/taxonomy/product-services'), ({ request }) => {
    const persona = caller(request);
    if (persona instanceof Response) return persona;
    return HttpResponse.json<TaxonomyResponse>({ productServices: getTaxonomy().trees });
  }),

  http.post(mockPath('search', '/quicksearch'), async ({ request }) => {
    const persona = caller(request);
    if (persona instanceof Response) return persona;
    try {
      const body = await jsonBody(request);
      if (!isObject(body)) throw new SearchInputError('Invalid quick search: QueryText must be text', 'QueryText');
      const queryText = validateQueryText(body.QueryText);
      const paging = isObject(body.Paging) ? body.Paging : {};
      const page = (paging.Page ?? 1) as number;
      const pageSize = (paging.PageSize ?? 40) as number;
      validatePaging(page, pageSize, 0);
      // Not in spec 01's body: the supply-chain search box names its unit to stay inside that supply chain.
      const orgUnitAccountId = body.OrgUnitAccountId ?? undefined;
      if (orgUnitAccountId !== undefined && !Number.isInteger(orgUnitAccountId)) {
        throw new SearchInputError('Invalid quick search: OrgUnitAccountId must be an integer', 'OrgUnitAccountId');
      }
      const index = getSearchIndex();
      const scope = orgUnitAccountId === undefined ? undefined : { buyer: viewOf(persona), orgUnitAccountId: orgUnitAccountId as number };
      const hits = quickSearchMatches(index, queryText, scope);
      const start = (page - 1) * pageSize;
      const language = requestLanguage(request);
      return HttpResponse.json<QuickSearchResponse>({
        totalCount: hits.length,
        items: hits.slice(start, start + pageSize).map((i) => localiseSupplier(language, index.suppliers[i].dto)),
      });
    } catch (error) {
      return errorResponse(error);
    }
  }),
];
