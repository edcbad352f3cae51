import { HttpResponse } from 'msw';
import { anyBuyer, mayManageInternalData, mayReadSupplyChain, maySeeLevelsColumn } from '@/platform/auth/identityRules';
import { PERSONA_ORG_ACCOUNT_ID, type Persona } from '@/platform/auth/personas';
import type { Language } from '@/platform/config/types';
import { COUNTRY_CODES, COUNTRY_NAMES, getGeography, locationKey, toSuggestion } from '../data/geo';
import { COMPANY_SIZES } from '../data/reference';
import { localiseCompanySizes, localiseSearchTypes, localiseStages, localiseSupplier } from '../data/localise';
import { getTaxonomy } from '../data/taxonomy';
import { allMembers, allSegments, buyerView, getBuyerFrame, getDb, getSearchIndex, saveDb, unitIdsOfUser } from '../db';
import { countSuppliers, searchSuppliers } from '../search/engine';
import { searchNewSince } from '../data/savedSearches';
import { SearchInputError } from '../search/errors';
import { filtersByCustomFields, forceSupplyChainSearch } from '../search/filters';
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
  type SearchMetadata,
  type SessionDto,
  type SessionQueryDto,
  type SortName,
  type SortOrder,
  type Sorting,
  type SupplierGoal,
  type SupplierSearchResult,
  type TaxonomyResponse,
} from '@/services/search/types';
import { endpoint, notPermitted } from './endpoint';
import { intParam, isObject, jsonBody, notFound, requestLanguage } from './support';

/**
 * What the search engine lets this caller see. The supply chain of an organisation unit (a search in
 * it, a segment or stage filter, a quick search scoped to it) is supplychain:access's (spec 01 §6:
 * "load supply chain data for an organisation unit"): without it the caller can see no unit's, and
 * asking is spec 01 §4's 403, as for another organisation's unit.
 */
export function viewOf(persona: Persona) {
  const view = buyerView(persona.identity.userAccountId, persona.identity.orgAccountId);
  return mayReadSupplyChain(persona.identity) ? view : { ...view, unitIds: new Set<number>() };
}

export function parseSorting(raw: unknown): Sorting {
  if (raw === undefined || raw === null) return { name: 'name', order: 'asc' };
  if (!isObject(raw)) throw new SearchInputError('Invalid sorting: must be an object', 'sorting');
  const name = raw.name ?? 'name';
  const order = raw.order ?? 'asc';
  if (!(SORT_NAMES as readonly unknown[]).includes(name)) throw new SearchInputError(`Invalid sorting: sorting.name must be one of ${SORT_NAMES.join(', ')}`, 'sorting.name');
  if (!(SORT_ORDERS as readonly unknown[]).includes(order)) throw new SearchInputError(`Invalid sorting: sorting.order must be one of ${SORT_ORDERS.join(', ')}`, 'sorting.order');
  return { name: name as SortName, order: order as SortOrder };
}

/** The results page's page sizes are 10, 25, 50 and 100 (features/search PAGE_SIZE_OPTIONS): a session pages by one of them. */
const MAX_SESSION_PAGE_SIZE = 100;
/** Spec 01 §7, §9: quick search asks 40 to a page. */
const QUICK_SEARCH_PAGE_SIZE = 40;

/**
 * The largest page GET /search/{sid} serves: the export asks for every result in one page
 * (pageSize=resultCount, spec 01 §7), and no search has more results than the network has
 * suppliers; never below the results page's largest size.
 */
const maxResultsPageSize = () => Math.max(MAX_SESSION_PAGE_SIZE, getSearchIndex().n);

function positiveInteger(value: unknown, field: string, max: number): number {
  if (!Number.isInteger(value) || (value as number) < 1 || (value as number) > max) {
    throw new SearchInputError(`Invalid paging: ${field} must be an integer from 1 to ${max}`, field);
  }
  return value as number;
}

function parsePaging(raw: unknown): Paging {
  if (raw === undefined || raw === null) return { page: 1, pageSize: 50 };
  if (!isObject(raw)) throw new SearchInputError('Invalid paging: must be an object', 'paging');
  return {
    page: positiveInteger(raw.page ?? 1, 'paging.page', Number.MAX_SAFE_INTEGER),
    pageSize: positiveInteger(raw.pageSize ?? 50, 'paging.pageSize', MAX_SESSION_PAGE_SIZE),
  };
}

export function parseRandomScore(raw: unknown): RandomScore | null {
  if (raw === undefined || raw === null) return null;
  if (!isObject(raw) || (typeof raw.seed !== 'number' && typeof raw.seed !== 'string')) {
    throw new SearchInputError('Invalid randomScore: randomScore.seed must be a number or text', 'randomScore.seed');
  }
  return { seed: raw.seed };
}

export function newSessionId(): string {
  const db = getDb();
  const n = db.nextIds.session++;
  const random = typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID().slice(0, 8) : Math.random().toString(36).slice(2, 10);
  return `${random}-${n}`;
}

/**
 * The session with this id when the caller's organisation made it; undefined otherwise, so another
 * organisation's session answers as an unknown one (404) and a shared `f=` link rebuilds it. A
 * session stored before sessions had owners belongs to the personas' organisation.
 */
export function sessionOf(persona: Persona, sid: string): SessionDto | undefined {
  const { sessions, sessionOwners } = getDb();
  if (!Object.hasOwn(sessions, sid)) return undefined;
  const owner = Object.hasOwn(sessionOwners, sid) ? sessionOwners[sid] : PERSONA_ORG_ACCOUNT_ID;
  return owner === persona.identity.orgAccountId ? sessions[sid] : undefined;
}

const sessionNotFound = (sid: string) => notFound(`Search session ${sid} was not found`);

/** The organisation unit the app preselects for a supply-chain search: the first of the caller's. */
function firstUnitOf(persona: Persona): number | null {
  const ids = unitIdsOfUser(persona.identity.userAccountId);
  return getBuyerFrame().units.find((u) => ids.includes(u.accountId))?.accountId ?? null;
}

/**
 * The filters this caller searches with, or the refusal: custom-field filters need
 * buyer-manage-internal-data (spec 01 §6), and a supply-chain-only account searches its supply chain
 * whatever it sends (spec 01 §4), as the app forces it.
 */
export function filtersOfCaller(persona: Persona, orderedFilters: unknown): { filters: unknown } | { refused: Response } {
  if (filtersByCustomFields(orderedFilters) && !mayManageInternalData(persona.identity)) return { refused: notPermitted() };
  return { filters: persona.identity.isSupplyChainOnly ? forceSupplyChainSearch(orderedFilters, firstUnitOf(persona)) : orderedFilters };
}

/** Validates filters (400) and the caller's right to the supply chains they name (403). */
export function checkFilters(persona: Persona, orderedFilters: unknown): FilterEntry[] {
  countSuppliers(getSearchIndex(), viewOf(persona), orderedFilters);
  return orderedFilters as FilterEntry[];
}

/** A result goal as a caller without the levels column gets it: no status. */
type GoalForCaller = Omit<SupplierGoal, 'status'> & { status?: SupplierGoal['status'] };
type ResultForCaller = Omit<SupplierSearchResult, 'goals'> & { goals: GoalForCaller[] };

/**
 * Result rows in the caller's language. The goal statuses (what the levels column and the export's
 * goal columns show) go only to callers who may see the levels column (spec 01 §6); the others get
 * each goal without its status. The level goal's maturityCompliance stays: the verified marker every
 * buyer sees reads it.
 */
function resultsFor(persona: Persona, language: Language, suppliers: SupplierSearchResult[]): ResultForCaller[] {
  const seesLevels = maySeeLevelsColumn(persona.identity);
  return suppliers.map((supplier) => {
    const localised = localiseSupplier(language, supplier);
    return seesLevels ? localised : { ...localised, goals: localised.goals.map(({ status: _status, ...goal }) => goal) };
  });
}

export const searchHandlers = [
  endpoint({ method: 'post', kind: 'search', path: '/session', rule: anyBuyer }, async ({ request, persona }) => {
    const body = await jsonBody(request);
    if (!isObject(body)) throw new SearchInputError('Request body must be an object', 'body');
    const asked = filtersOfCaller(persona, body.orderedFilters ?? []);
    if ('refused' in asked) return asked.refused;
    const now = new Date().toISOString();
    const session: SessionDto = {
      sessionId: newSessionId(),
      status: 'Active',
      orderedFilters: checkFilters(persona, asked.filters),
      sorting: parseSorting(body.sorting),
      paging: parsePaging(body.paging),
      randomScore: parseRandomScore(body.randomScore),
      results: null,
      createdOn: now,
      updatedOn: now,
    };
    const db = getDb();
    db.sessions[session.sessionId] = session;
    db.sessionOwners[session.sessionId] = persona.identity.orgAccountId;
    saveDb();
    return HttpResponse.json(session, { status: 201 });
  }),

  endpoint({ method: 'get', kind: 'search', path: '/session/:sid', rule: anyBuyer }, ({ params, persona }) => {
    const session = sessionOf(persona, params.sid);
    return session ? HttpResponse.json(session) : sessionNotFound(params.sid);
  }),

  // The landing page asks for it when its URL carries a sid (back from results), for every buyer.
  endpoint({ method: 'get', kind: 'search', path: '/session/:sid/query', rule: anyBuyer, landing: true }, ({ params, persona }) => {
    const session = sessionOf(persona, params.sid);
    if (!session) return sessionNotFound(params.sid);
    return HttpResponse.json<SessionQueryDto>({ orderedFilters: session.orderedFilters });
  }),

  endpoint({ method: 'post', kind: 'search', path: '/session/:sid/query', rule: anyBuyer }, async ({ request, params, persona }) => {
    const session = sessionOf(persona, params.sid);
    if (!session) return sessionNotFound(params.sid);
    const body = await jsonBody(request);
    // The body is { orderedFilters }; a bare array is accepted too.
    const asked = filtersOfCaller(persona, Array.isArray(body) ? body : isObject(body) ? body.orderedFilters : undefined);
    if ('refused' in asked) return asked.refused;
    const updated: SessionDto = { ...session, orderedFilters: checkFilters(persona, asked.filters), updatedOn: new Date().toISOString() };
    getDb().sessions[session.sessionId] = updated;
    saveDb();
    return HttpResponse.json(updated);
  }),

  endpoint({ method: 'post', kind: 'search', path: '/search/counts', rule: anyBuyer, landing: true }, async ({ request, persona }) => {
    const body = await jsonBody(request);
    const asked = filtersOfCaller(persona, isObject(body) ? body.orderedFilters : undefined);
    if ('refused' in asked) return asked.refused;
    return HttpResponse.json<SearchCountsResponse>({ resultCount: countSuppliers(getSearchIndex(), viewOf(persona), asked.filters) });
  }),

  endpoint({ method: 'get', kind: 'search', path: '/search/:sid', rule: anyBuyer }, ({ request, params, url, persona }) => {
    const session = sessionOf(persona, params.sid);
    if (!session) return sessionNotFound(params.sid);
    const asked = filtersOfCaller(persona, session.orderedFilters);
    if ('refused' in asked) return asked.refused;
    const page = intParam(url, 'page') ?? session.paging.page;
    const pageSize = intParam(url, 'pageSize') ?? session.paging.pageSize;
    const maxPageSize = maxResultsPageSize();
    if (page < 1) throw new SearchInputError('Invalid paging: page must be an integer of at least 1', 'page');
    if (pageSize < 1 || pageSize > maxPageSize) throw new SearchInputError(`Invalid paging: pageSize must be an integer from 1 to ${maxPageSize}`, 'pageSize');
    const sortName = url.searchParams.get('sortName') || session.sorting.name;
    const sortOrder = url.searchParams.get('sortOrder') || session.sorting.order;
    if (!(SORT_NAMES as readonly string[]).includes(sortName)) throw new SearchInputError(`Invalid query: sortName must be one of ${SORT_NAMES.join(', ')}`, 'sortName');
    if (!(SORT_ORDERS as readonly string[]).includes(sortOrder)) throw new SearchInputError(`Invalid query: sortOrder must be one of ${SORT_ORDERS.join(', ')}`, 'sortOrder');
    const seed = url.searchParams.get('seed') ?? session.randomScore?.seed ?? null;
    const sorting: Sorting = { name: sortName as SortName, order: sortOrder as SortOrder };
    const resultsQuery = { page, pageSize, sortName: sorting.name, sortOrder: sorting.order, seed };
    // A saved search run with "only the new ones" (issue 40): its matches outside the baseline it had before that run.
    const newSinceBaseline = getDb().sessionNewSince[session.sessionId];
    const result = newSinceBaseline
      ? searchNewSince(getSearchIndex(), viewOf(persona), asked.filters, resultsQuery, newSinceBaseline)
      : searchSuppliers(getSearchIndex(), viewOf(persona), asked.filters, resultsQuery);
    // The session remembers the last page and order asked for, as the real service does (not the export's one big page).
    getDb().sessions[session.sessionId] = {
      ...session,
      paging: pageSize <= MAX_SESSION_PAGE_SIZE ? { page, pageSize } : session.paging,
      sorting,
      randomScore: sorting.order === 'random' && seed !== null ? { seed } : session.randomScore,
    };
    saveDb();
    const metadata: SearchMetadata = { status: 'Active', resultCount: result.totalCount, paging: { page, pageSize, first: result.first }, sorting };
    return HttpResponse.json({ totalCount: result.totalCount, results: resultsFor(persona, requestLanguage(request), result.results), metadata });
  }),

  /*
   * Every buyer's reference data; with an orgUnitId also that unit's segments and their stages: an
   * organisation unit's supply-chain data, which spec 01 §6 gives to supplychain:access only. Without
   * it, or for a unit that is not the caller's, asking for a unit is spec 01 §4's 403 for the filters.
   */
  endpoint({ method: 'get', kind: 'search', path: '/facets', rule: anyBuyer, landing: true }, ({ request, url, persona }) => {
    const orgUnitId = intParam(url, 'orgUnitId');
    const geography = getGeography();
    const areasOfOperation = COUNTRY_CODES.flatMap((c) => [
      geography.byKey.get(locationKey(c, 'country', COUNTRY_NAMES[c]))!,
      ...geography.localities.filter((l) => l.country === c && (l.locationType === 'nuts1' || (l.locationType === 'nuts2' && !geography.localities.some((x) => x.country === c && x.locationType === 'nuts1')))),
    ]).map(toSuggestion);
    const visible = new Set(unitIdsOfUser(persona.identity.userAccountId));
    if (orgUnitId !== undefined && (!mayReadSupplyChain(persona.identity) || !visible.has(orgUnitId))) {
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

  endpoint({ method: 'get', kind: 'search', path: '/taxonomy/product-services', rule: anyBuyer, landing: true }, () =>
    HttpResponse.json<TaxonomyResponse>({ productServices: getTaxonomy().trees }),
  ),

  // The landing's company look-up when the alternative company search is on, and the supply-chain search box.
  endpoint({ method: 'post', kind: 'search', path: '/quicksearch', rule: anyBuyer, landing: true }, async ({ request, persona }) => {
    const body = await jsonBody(request);
    if (!isObject(body)) throw new SearchInputError('Invalid quick search: QueryText must be text', 'QueryText');
    const queryText = validateQueryText(body.QueryText);
    if (body.Paging !== undefined && body.Paging !== null && !isObject(body.Paging)) throw new SearchInputError('Invalid paging: must be an object', 'Paging');
    const paging = isObject(body.Paging) ? body.Paging : {};
    const page = positiveInteger(paging.Page ?? 1, 'Paging.Page', Number.MAX_SAFE_INTEGER);
    const pageSize = positiveInteger(paging.PageSize ?? QUICK_SEARCH_PAGE_SIZE, 'Paging.PageSize', QUICK_SEARCH_PAGE_SIZE);
    // Not in spec 01's body: the supply-chain search box names its unit to stay inside that supply chain.
    const orgUnitAccountId = body.OrgUnitAccountId ?? undefined;
    if (orgUnitAccountId !== undefined && !Number.isInteger(orgUnitAccountId)) {
      throw new SearchInputError('Invalid quick search: OrgUnitAccountId must be an integer', 'OrgUnitAccountId');
    }
    const index = getSearchIndex();
    const scope = orgUnitAccountId === undefined ? undefined : { buyer: viewOf(persona), orgUnitAccountId: orgUnitAccountId as number };
    const hits = quickSearchMatches(index, queryText, scope);
    const start = (page - 1) * pageSize;
    return HttpResponse.json<Omit<QuickSearchResponse, 'items'> & { items: ResultForCaller[] }>({
      totalCount: hits.length,
      items: resultsFor(persona, requestLanguage(request), hits.slice(start, start + pageSize).map((i) => index.suppliers[i].dto)),
    });
  }),
];
