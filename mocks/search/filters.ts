/**
 * Validates the wire filter entries (src/services/search/types.ts) and compiles them into plain
 * predicates' inputs. Anything malformed is refused with a 400 naming the field.
 */
import { LOCATION_TYPES, type LocationType } from '@/services/geo/types';
import {
  SEARCH_FILTER_IDS,
  SEARCH_TYPES,
  SEGMENT_STAGE_STATUSES,
  UDF_ITEM_TYPES,
  type SearchFilterId,
  type SegmentStageStatus,
  type UdfItemType,
} from '@/services/search/types';
import type { DistanceUnit } from '@/platform/config/types';
import { SearchForbiddenError, SearchInputError } from './errors';

export const NOTATION_MAX = 9_999_999_999;

export type CompiledFilter =
  | { kind: 'category'; id: number; min: number | null; max: number | null }
  | { kind: 'distance'; lat: number; lon: number; distance: number; unit: DistanceUnit }
  | { kind: 'officeIn'; key: string }
  | { kind: 'areaOfOperation'; key: string }
  | { kind: 'companySize'; id: number }
  | { kind: 'goal'; reference: string; statusCode: number }
  | { kind: 'allSuppliers' }
  | { kind: 'supplyChain'; orgUnitAccountId: number; field: string }
  | { kind: 'grouping'; groupingId: number; field: string }
  | { kind: 'groupingStage'; groupingId: number; stage: string; status: SegmentStageStatus | null; field: string }
  | { kind: 'udfText'; itemId: number; text: string }
  | { kind: 'udfBit'; itemId: number; value: boolean }
  | { kind: 'udfOptions'; itemId: number; optionIds: number[] }
  | { kind: 'udfDate'; itemId: number; from: number; to: number };

/** Filters in one group are ORed; groups are ANDed. */
export interface FilterGroup {
  key: string;
  filters: CompiledFilter[];
}

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const isNum = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
const isInt = (v: unknown): v is number => Number.isInteger(v);
const present = (v: unknown) => v !== null && v !== undefined;

function fail(field: string, why: string): never {
  throw new SearchInputError(`Invalid filter: ${field} ${why}`, field);
}

function num(q: Obj, name: string, at: string, check?: (v: number) => boolean, why = 'is out of range'): number {
  const v = q[name];
  if (!isNum(v)) fail(`${at}.${name}`, 'must be a number');
  if (check && !check(v)) fail(`${at}.${name}`, why);
  return v;
}

function text(q: Obj, name: string, at: string): string {
  const v = q[name];
  if (typeof v !== 'string' || !v.trim()) fail(`${at}.${name}`, 'must be a non-empty string');
  return v;
}

export const locationKeyOf = (country: string, type: LocationType, value: string) =>
  `${country.toUpperCase()}|${type}|${value.trim().toLowerCase()}`;

/** Date strings to epoch ms; a date-only end ("2025-03-31") or any end is taken at 23:59:59.999 of its day (UTC). */
function dateMs(value: unknown, field: string, endOfDay: boolean): number {
  if (typeof value !== 'string' || Number.isNaN(Date.parse(value))) fail(field, 'must be an ISO date');
  const day = value.slice(0, 10);
  const ms = Date.parse(/^\d{4}-\d{2}-\d{2}$/.test(day) ? `${day}T00:00:00Z` : value);
  return endOfDay ? ms + 86_400_000 - 1 : ms;
}

function compileLocation(q: Obj, at: string): string {
  const value = text(q, 'Value', at);
  const type = q.DataType;
  if (typeof type !== 'string' || !(LOCATION_TYPES as readonly string[]).includes(type)) fail(`${at}.DataType`, `must be one of ${LOCATION_TYPES.join(', ')}`);
  const country = text(q, 'Country', at);
  return locationKeyOf(country === 'UK' ? 'GB' : country, type as LocationType, value);
}

function compileDistance(q: Obj, at: string): CompiledFilter {
  const lat = num(q, 'latitude', at, (v) => v >= -90 && v <= 90);
  const lon = num(q, 'longitude', at, (v) => v >= -180 && v <= 180);
  const distance = num(q, 'distance', at, (v) => v > 0, 'must be above 0');
  const unit = q.unit ?? 'miles';
  if (unit !== 'miles' && unit !== 'km') fail(`${at}.unit`, 'must be miles or km');
  return { kind: 'distance', lat, lon, distance, unit };
}

function compileUdf(entry: Obj, q: Obj, at: string): CompiledFilter {
  const itemId = q.udfItemId ?? entry.udfItemId;
  if (!isInt(itemId)) fail(`${at}.udfItemId`, 'must be an integer');
  const type = q.udfItemType;
  if (typeof type !== 'string' || !(UDF_ITEM_TYPES as readonly string[]).includes(type)) fail(`${at}.udfItemType`, `must be one of ${UDF_ITEM_TYPES.join(', ')}`);
  switch (type as UdfItemType) {
    case 'text-field':
    case 'text-area': {
      const value = text(q, 'stringValue', at);
      if (value.length > 100) fail(`${at}.stringValue`, 'must be at most 100 characters');
      return { kind: 'udfText', itemId, text: value.trim().toLowerCase() };
    }
    case 'checkbox': {
      const value = q.bitValue ?? entry.bitValue;
      if (typeof value !== 'boolean') fail(`${at}.bitValue`, 'must be true or false');
      return { kind: 'udfBit', itemId, value };
    }
    case 'date': {
      const from = present(q.dateFromValue) ? dateMs(q.dateFromValue, `${at}.dateFromValue`, false) : -Infinity;
      const to = present(q.dateToValue) ? dateMs(q.dateToValue, `${at}.dateToValue`, true) : Infinity;
      if (from === -Infinity && to === Infinity) fail(`${at}.dateFromValue`, 'or dateToValue is required');
      if (from > to) fail(`${at}.dateToValue`, 'must be after dateFromValue');
      return { kind: 'udfDate', itemId, from, to };
    }
    default: {
      const ids: unknown[] = present(q.udfItemValueId) ? [q.udfItemValueId] : Array.isArray(entry.items) ? entry.items : [];
      if (!ids.length || !ids.every(isInt)) fail(`${at}.udfItemValueId`, 'must be an option id');
      return { kind: 'udfOptions', itemId, optionIds: ids as number[] };
    }
  }
}

/** Parses `orderedFilters`; entries with isQuery false only describe the basket and do not filter. */
export function compileFilters(raw: unknown): FilterGroup[] {
  if (!Array.isArray(raw)) fail('orderedFilters', 'must be an array');
  const groups = new Map<string, FilterGroup>();
  raw.forEach((entry: unknown, i) => {
    const at = `orderedFilters[${i}]`;
    if (!isObj(entry)) fail(at, 'must be an object');
    const id = entry.id;
    if (typeof id !== 'string' || !(SEARCH_FILTER_IDS as readonly string[]).includes(id)) fail(`${at}.id`, `must be one of ${SEARCH_FILTER_IDS.join(', ')}`);
    if (entry.isQuery === false) return;
    const query = entry.query ?? entry.complexQuery;
    const qAt = `${at}.${entry.query !== undefined ? 'query' : 'complexQuery'}`;
    if (!isObj(query)) fail(`${at}.query`, 'must be an object');
    let compiled: CompiledFilter;
    let key: string = id;
    switch (id as SearchFilterId) {
      case 'productServicesIDs': {
        const cid = query.Id;
        if (!isInt(cid)) fail(`${qAt}.Id`, 'must be an integer');
        const bound = (name: 'MinValue' | 'MaxValue') =>
          present(query[name]) ? num(query, name, qAt, (v) => v >= 0 && v <= NOTATION_MAX, `must be between 0 and ${NOTATION_MAX}`) : null;
        const min = bound('MinValue');
        const max = bound('MaxValue');
        if (min !== null && max !== null && min > max) fail(`${qAt}.MaxValue`, 'must not be below MinValue');
        compiled = { kind: 'category', id: cid, min, max };
        break;
      }
      case 'office':
        compiled = 'Value' in query ? { kind: 'officeIn', key: compileLocation(query, qAt) } : compileDistance(query, qAt);
        break;
      case 'office.distance':
        compiled = compileDistance(query, qAt);
        break;
      case 'office.area':
        compiled = { kind: 'officeIn', key: compileLocation(query, qAt) };
        break;
      case 'areasOfOperation':
        compiled = { kind: 'areaOfOperation', key: compileLocation(query, qAt) };
        break;
      case 'enterpriseCategoryTypeID':
        compiled = { kind: 'companySize', id: num(query, 'Id', qAt, isInt, 'must be an integer') };
        break;
      case 'goals':
      case 'ssipgoals':
        compiled = {
          kind: 'goal',
          reference: text(query, 'GoalReference', qAt),
          statusCode: num(query, 'GoalStatusCode', qAt, (v) => isInt(v) && v >= 1 && v <= 4, 'must be 1 (verified), 2, 3 or 4'),
        };
        break;
      case 'searchType': {
        const type = query.SearchType;
        if (type !== SEARCH_TYPES.allSuppliers && type !== SEARCH_TYPES.inMySupplyChain) fail(`${qAt}.SearchType`, 'must be 1 (all suppliers) or 2 (in my supply chain)');
        if (type === SEARCH_TYPES.allSuppliers) compiled = { kind: 'allSuppliers' };
        else {
          if (!isInt(query.OrgUnitAccountId)) fail(`${qAt}.OrgUnitAccountId`, 'is required for suppliers in my supply chain');
          compiled = { kind: 'supplyChain', orgUnitAccountId: query.OrgUnitAccountId, field: `${qAt}.OrgUnitAccountId` };
        }
        break;
      }
      case 'supplychain.grouping': {
        const groupingId = query.GroupingId ?? entry.GroupingId;
        if (!isInt(groupingId)) fail(`${qAt}.GroupingId`, 'must be an integer');
        compiled = { kind: 'grouping', groupingId, field: `${qAt}.GroupingId` };
        break;
      }
      case 'supplychain.groupingstage': {
        const groupingId = query.GroupingId ?? entry.GroupingId;
        if (!isInt(groupingId)) fail(`${qAt}.GroupingId`, 'must be an integer');
        const stage = query.StageDisplayName ?? entry.StageDisplayName;
        if (typeof stage !== 'string' || !stage.trim()) fail(`${qAt}.StageDisplayName`, 'must be a non-empty string');
        const status = query.StatusName ?? entry.StatusName ?? null;
        if (status !== null && !(SEGMENT_STAGE_STATUSES as readonly unknown[]).includes(status)) fail(`${qAt}.StatusName`, 'must be Approved or Not Approved');
        compiled = { kind: 'groupingStage', groupingId, stage: stage.trim().toLowerCase(), status: status as SegmentStageStatus | null, field: `${qAt}.GroupingId` };
        break;
      }
      case 'udf':
        compiled = compileUdf(entry, query, qAt);
        // Different custom fields must all match; choices within one field are alternatives.
        key = `udf:${(compiled as { itemId: number }).itemId}`;
        break;
    }
    const group = groups.get(key) ?? { key, filters: [] };
    group.filters.push(compiled);
    groups.set(key, group);
  });
  return [...groups.values()];
}

/**
 * The filters a supply-chain-only account searches with (spec 01 §4: such an account "is forced into
 * supply-chain search"), as the app forces them: a search-type entry for suppliers in my supply
 * chain is kept as sent (its unit checked later); any other, or none, is replaced by one for
 * `defaultUnit` (the account's first organisation unit, the one the app preselects). Anything that
 * is not a list is returned as is, for compileFilters to refuse.
 */
export function forceSupplyChainSearch(raw: unknown, defaultUnit: number | null): unknown {
  if (!Array.isArray(raw)) return raw;
  const isSearchType = (entry: unknown): entry is Obj => isObj(entry) && entry.id === 'searchType';
  const already = raw.some(
    (entry) => isSearchType(entry) && entry.isQuery !== false && isObj(entry.query) && entry.query.SearchType === SEARCH_TYPES.inMySupplyChain,
  );
  if (already) return raw;
  if (defaultUnit === null) throw new SearchForbiddenError("Sorry you don't have permission to view the supplychain in this session");
  const forced = { id: 'searchType', isQuery: true, query: { SearchType: SEARCH_TYPES.inMySupplyChain, OrgUnitAccountId: defaultUnit } };
  return [forced, ...raw.filter((entry) => !isSearchType(entry))];
}

/** Whether the filters hold a custom-field (udf) entry that filters: only buyer-manage-internal-data may search by them. */
export const filtersByCustomFields = (raw: unknown): boolean =>
  Array.isArray(raw) && raw.some((entry) => isObj(entry) && entry.id === 'udf' && entry.isQuery !== false);
