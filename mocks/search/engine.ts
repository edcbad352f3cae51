/**
 * The search service's logic as plain functions over precomputed indexes, so it is testable
 * without HTTP and fast at 50,000 suppliers: masks are Uint8Arrays, work categories, goals and
 * locations are inverted indexes, distance uses a bounding box before the haversine.
 */
import type { SegmentStageStatus, SortName, SortOrder, SupplierSearchResult } from '@/services/search/types';
import type { UdfSavedValue } from '@/services/udf/types';
import { EARTH_RADIUS, getGeography, haversine } from '../data/geo';
import type { Segment, SegmentMember } from '../data/model';
import { stageNamesInAllLanguages } from '../data/localise';
import { hashString, mix32 } from '../data/prng';
import { SearchForbiddenError, SearchInputError } from './errors';
import { compileFilters, type CompiledFilter, type FilterGroup } from './filters';
import type { SearchIndex } from './searchIndex';

/** What the caller's buyer organisation holds: its units, segments, members and custom-field values. */
export interface BuyerView {
  orgAccountId: number;
  unitIds: ReadonlySet<number>;
  segments: readonly Segment[];
  members: readonly SegmentMember[];
  udfValues: Readonly<Record<number, UdfSavedValue[]>>;
}

function markAll(mask: Uint8Array, idx: Int32Array | undefined) {
  if (idx) for (let k = 0; k < idx.length; k++) mask[idx[k]] = 1;
}

function markEntities(index: SearchIndex, mask: Uint8Array, entityIds: Iterable<number>) {
  for (const id of entityIds) {
    const i = index.indexOfEntity.get(id);
    if (i !== undefined) mask[i] = 1;
  }
}

function segmentFor(buyer: BuyerView, groupingId: number, field: string): Segment {
  const segment = buyer.segments.find((s) => s.id === groupingId);
  if (!segment) throw new SearchInputError(`Invalid filter: ${field} is not a known segment`, field);
  if (!buyer.unitIds.has(segment.orgUnitAccountId)) {
    throw new SearchForbiddenError("Sorry you don't have permission to view the supplychain in this session");
  }
  return segment;
}

function stageMembers(buyer: BuyerView, segment: Segment, stageName: string, status: SegmentStageStatus | null): number[] {
  // The app names the stage in the buyer's language; a filter saved in any language finds it.
  const named = (english: string) => stageNamesInAllLanguages(english).some((name) => name.toLowerCase() === stageName);
  const stageIds = new Set(segment.stages.filter((s) => named(s.name)).map((s) => s.id));
  return buyer.members
    .filter((m) => m.segmentId === segment.id && stageIds.has(m.stageId) && (!status || m.status === status))
    .map((m) => m.entityId);
}

function udfValue(buyer: BuyerView, entityId: number, itemId: number): UdfSavedValue | undefined {
  return buyer.udfValues[entityId]?.find((v) => v.itemId === itemId);
}

function applyFilter(index: SearchIndex, buyer: BuyerView, f: CompiledFilter, mask: Uint8Array): void {
  switch (f.kind) {
    case 'category': {
      const entry = index.category.get(f.id);
      if (!entry) return;
      const min = f.min ?? -Infinity;
      const max = f.max ?? Infinity;
      for (let k = 0; k < entry.idx.length; k++) {
        const a = entry.amount[k];
        if (a >= min && a <= max) mask[entry.idx[k]] = 1;
      }
      return;
    }
    case 'distance': {
      const radius = EARTH_RADIUS[f.unit];
      // Bounding box in degrees first: cheap comparisons reject almost every office.
      const dLat = (f.distance / radius) * (180 / Math.PI);
      const cos = Math.cos((f.lat * Math.PI) / 180);
      const dLon = cos > 1e-6 ? Math.min(180, dLat / cos) : 180;
      const minLat = f.lat - dLat;
      const maxLat = f.lat + dLat;
      const { officeLat, officeLon, officeOwner } = index;
      for (let k = 0; k < officeLat.length; k++) {
        const la = officeLat[k];
        if (la < minLat || la > maxLat) continue;
        let dl = Math.abs(officeLon[k] - f.lon);
        if (dl > 180) dl = 360 - dl;
        if (dl > dLon) continue;
        if (haversine(f.lat, f.lon, la, officeLon[k], radius) <= f.distance + 1e-9) mask[officeOwner[k]] = 1;
      }
      return;
    }
    case 'officeIn':
      markAll(mask, index.officeIn.get(f.key));
      return;
    case 'areaOfOperation': {
      // A supplier operating in the area itself or anywhere inside it, or across a region containing it.
      markAll(mask, index.areaWithin.get(f.key));
      for (const ancestor of getGeography().byKey.get(f.key)?.keys.slice(1) ?? []) markAll(mask, index.areaExact.get(ancestor));
      return;
    }
    case 'companySize':
      for (let i = 0; i < index.n; i++) if (index.companySize[i] === f.id) mask[i] = 1;
      return;
    case 'goal':
      markAll(mask, index.goal.get(`${f.reference}|${f.statusCode}`));
      return;
    case 'allSuppliers':
      mask.fill(1);
      return;
    case 'supplyChain': {
      if (!buyer.unitIds.has(f.orgUnitAccountId)) {
        throw new SearchForbiddenError("Sorry you don't have permission to view the supplychain in this session");
      }
      const segmentIds = new Set(buyer.segments.filter((s) => s.orgUnitAccountId === f.orgUnitAccountId).map((s) => s.id));
      markEntities(index, mask, buyer.members.filter((m) => segmentIds.has(m.segmentId)).map((m) => m.entityId));
      return;
    }
    case 'grouping': {
      const segment = segmentFor(buyer, f.groupingId, f.field);
      markEntities(index, mask, buyer.members.filter((m) => m.segmentId === segment.id).map((m) => m.entityId));
      return;
    }
    case 'groupingStage': {
      const segment = segmentFor(buyer, f.groupingId, f.field);
      markEntities(index, mask, stageMembers(buyer, segment, f.stage, f.status));
      return;
    }
    case 'udfText':
    case 'udfBit':
    case 'udfOptions':
    case 'udfDate':
      for (const key of Object.keys(buyer.udfValues)) {
        const entityId = Number(key);
        const v = udfValue(buyer, entityId, f.itemId);
        if (v && udfMatches(f, v)) markEntities(index, mask, [entityId]);
      }
      return;
  }
}

function udfMatches(f: CompiledFilter, v: UdfSavedValue): boolean {
  switch (f.kind) {
    case 'udfText':
      return !!v.stringValue && v.stringValue.toLowerCase().includes(f.text);
    case 'udfBit':
      return (v.boolValue ?? false) === f.value;
    case 'udfOptions':
      return v.options.some((o) => f.optionIds.includes(o));
    case 'udfDate': {
      const raw = v.dateValue ?? v.startDateValue ?? v.dateFromValue;
      if (!raw) return false;
      const t = Date.parse(/^\d{4}-\d{2}-\d{2}$/.test(raw) ? `${raw}T00:00:00Z` : raw);
      return t >= f.from && t <= f.to;
    }
    default:
      return false;
  }
}

/** The mask of matching suppliers, or null when nothing filters (everyone matches). */
export function matchMask(index: SearchIndex, buyer: BuyerView, groups: FilterGroup[]): Uint8Array | null {
  let mask: Uint8Array | null = null;
  for (const group of groups) {
    const groupMask = new Uint8Array(index.n);
    for (const f of group.filters) applyFilter(index, buyer, f, groupMask);
    if (!mask) mask = groupMask;
    else for (let i = 0; i < index.n; i++) mask[i] &= groupMask[i];
  }
  return mask;
}

function countMask(mask: Uint8Array | null, n: number): number {
  if (!mask) return n;
  let c = 0;
  for (let i = 0; i < mask.length; i++) c += mask[i];
  return c;
}

/** POST /search/counts: the number of suppliers the filters match. */
export function countSuppliers(index: SearchIndex, buyer: BuyerView, orderedFilters: unknown): number {
  return countMask(matchMask(index, buyer, compileFilters(orderedFilters)), index.n);
}

export const MAX_PAGE_SIZE = 100_000;

export interface ResultsQuery {
  page: number;
  pageSize: number;
  sortName: SortName;
  sortOrder: SortOrder;
  seed?: number | string | null;
}

export const seedNumber = (seed: number | string | null | undefined): number =>
  seed === null || seed === undefined || seed === '' ? 0 : /^-?\d+$/.test(String(seed)) ? Number(seed) >>> 0 : hashString(String(seed));

/** Checks page and pageSize: page ≥ 1; pageSize from 1 to the larger of the result count and 100,000. */
export function validatePaging(page: number, pageSize: number, resultCount: number): void {
  if (!Number.isInteger(page) || page < 1) throw new SearchInputError('Invalid paging: page must be an integer of at least 1', 'page');
  const max = Math.max(resultCount, MAX_PAGE_SIZE);
  if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > max) {
    throw new SearchInputError(`Invalid paging: pageSize must be an integer from 1 to ${max}`, 'pageSize');
  }
}

/** Matching supplier indexes in the requested order. Random is a stable shuffle keyed by seed and entity id. */
export function orderedMatches(index: SearchIndex, mask: Uint8Array | null, sortName: SortName, sortOrder: SortOrder, seed?: number | string | null): Int32Array {
  if (sortOrder === 'random') {
    const s = seedNumber(seed);
    const matches: number[] = [];
    for (let i = 0; i < index.n; i++) if (!mask || mask[i]) matches.push(i);
    const keys = new Float64Array(index.n);
    for (const i of matches) keys[i] = mix32(s, index.suppliers[i].dto.entityID) * 4294967296 + i;
    return Int32Array.from(matches.sort((a, b) => keys[a] - keys[b]));
  }
  const order = index.order[sortName];
  const out = new Int32Array(countMask(mask, index.n));
  let k = 0;
  if (sortOrder === 'asc') {
    for (let r = 0; r < order.length; r++) if (!mask || mask[order[r]]) out[k++] = order[r];
  } else {
    for (let r = order.length - 1; r >= 0; r--) if (!mask || mask[order[r]]) out[k++] = order[r];
  }
  return out;
}

export interface SearchPage {
  totalCount: number;
  results: SupplierSearchResult[];
  first: number;
}

/** GET /search/{sid}: filter, sort, then cut the page (a page beyond the end is empty). */
export function searchSuppliers(index: SearchIndex, buyer: BuyerView, orderedFilters: unknown, query: ResultsQuery): SearchPage {
  const mask = matchMask(index, buyer, compileFilters(orderedFilters));
  const totalCount = countMask(mask, index.n);
  validatePaging(query.page, query.pageSize, totalCount);
  const ordered = orderedMatches(index, mask, query.sortName, query.sortOrder, query.seed);
  const start = (query.page - 1) * query.pageSize;
  const slice = ordered.subarray(Math.min(start, ordered.length), Math.min(start + query.pageSize, ordered.length));
  return {
    totalCount,
    results: Array.from(slice, (i) => index.suppliers[i].dto),
    first: slice.length ? start + 1 : 0,
  };
}
