/**
 * Building, identifying and comparing filter entries (spec 01 §3 "Filter entry"). Pure: no React,
 * no Redux. The wire shapes are the search service's; the basket reads filterCopy.
 */
import type { LocationSuggestion } from '@/services/geo/types';
import type { GoalDto } from '@/services/goals/types';
import type { ProductServiceFlatItem } from '@/services/trades/types';
import {
  SEARCH_TYPES,
  type CompanySizeOption,
  type FilterEntry,
  type SearchTypeFilterEntry,
  type SearchTypeId,
  type SegmentStageStatus,
  type UdfFilterEntry,
  type UdfQuery,
  type WorkCategoryFilterEntry,
} from '@/services/search/types';
import { GOAL_STATUS_VERIFIED } from '@/services/goals/types';
import type { DistanceUnit } from '@/platform/config/types';
import type { FilterGroupKey } from './groups';

const queryOf = (entry: FilterEntry): Record<string, unknown> =>
  ((entry.query ?? entry.complexQuery ?? {}) as unknown) as Record<string, unknown>;

/** Which accordion group an entry belongs to (for markers, scrolling and the basket order). */
export function groupOf(entry: FilterEntry): FilterGroupKey {
  switch (entry.id) {
    case 'productServicesIDs': return 'workCategories';
    // Office distance is chosen in the office-located form (the distance needs its postcode).
    case 'office.distance':
    case 'office':
    case 'office.area':
    case 'areasOfOperation': return 'location';
    case 'enterpriseCategoryTypeID': return 'companySize';
    case 'goals': return 'levels';
    case 'ssipgoals': return 'ssip';
    case 'supplychain.grouping': return 'supplyChain';
    case 'supplychain.groupingstage': return 'supplyChainStage';
    case 'udf': return 'customFields';
    case 'searchType': return 'searchType';
  }
}

/** Identity of an entry: the same choice made twice has the same key (used to add, remove, mark NEW). */
export function entryKey(entry: FilterEntry): string {
  const q = queryOf(entry);
  switch (entry.id) {
    case 'productServicesIDs': return `productServicesIDs:${String(q.Id)}`;
    case 'office.distance': return `office.distance:${String(q.latitude)},${String(q.longitude)}`;
    case 'office':
      return 'latitude' in q ? `office:${String(q.latitude)},${String(q.longitude)}` : `office:${String(q.Country)}|${String(q.DataType)}|${String(q.Value)}`;
    case 'office.area':
    case 'areasOfOperation': return `${entry.id}:${String(q.Country)}|${String(q.DataType)}|${String(q.Value)}`;
    case 'enterpriseCategoryTypeID': return `size:${String(q.Id)}`;
    case 'goals':
    case 'ssipgoals': return `${entry.id}:${String(q.GoalReference)}`;
    case 'supplychain.grouping': return `grouping:${String(q.GroupingId)}`;
    case 'supplychain.groupingstage': return `groupingstage:${String(q.GroupingId)}:${String(q.StageDisplayName)}:${String(q.StatusName ?? '')}`;
    case 'udf': return `udf:${String(q.udfItemId)}:${String(q.udfItemValueId ?? '')}`;
    case 'searchType': return 'searchType';
  }
}

/** Key plus query: two entries with one key but another price range or distance differ. */
export const entrySignature = (entry: FilterEntry) => `${entryKey(entry)}=${JSON.stringify(queryOf(entry))}`;

export const sameOrdering = (a: FilterEntry[], b: FilterEntry[]) =>
  a.length === b.length && a.every((entry, i) => entrySignature(entry) === entrySignature(b[i]));

// ---- builders ---------------------------------------------------------------------------------

export function searchTypeEntry(searchType: SearchTypeId, orgUnitAccountId: number | null): SearchTypeFilterEntry {
  return {
    id: 'searchType',
    isQuery: true,
    query:
      searchType === SEARCH_TYPES.inMySupplyChain
        ? { SearchType: searchType, OrgUnitAccountId: orgUnitAccountId }
        : { SearchType: searchType },
  };
}

export function workCategoryEntry(item: ProductServiceFlatItem, label: string): WorkCategoryFilterEntry {
  return {
    id: 'productServicesIDs',
    isQuery: true,
    query: { Id: item.id, MinValue: null, MaxValue: null },
    filterCopy: {
      title: label,
      Name: label,
      nameLevel1: item.nameLevel1,
      nameLevel2: item.nameLevel2,
      nameLevel3: item.nameLevel3,
      MinValue: 'unset',
      MaxValue: 'unset',
    },
  };
}

/** A price range on a chosen work category; empty bounds are null on the wire and 'unset' in the copy. */
export function withPriceRange(entry: WorkCategoryFilterEntry, min: number | null, max: number | null): WorkCategoryFilterEntry {
  return {
    ...entry,
    query: { ...(entry.query as NonNullable<WorkCategoryFilterEntry['query']>), MinValue: min, MaxValue: max },
    filterCopy: { ...entry.filterCopy, MinValue: min ?? 'unset', MaxValue: max ?? 'unset' },
  };
}

const locationDetail = (s: LocationSuggestion) => [s.value, ...s.translatedLocation.parentList.slice(0, 1)].join(', ');

/** A place filter: where suppliers operate (areasOfOperation) or where their office is (office). */
function placeEntry(id: 'areasOfOperation' | 'office', s: LocationSuggestion): FilterEntry {
  return {
    id,
    isQuery: true,
    query: { Value: s.value, DataType: s.locationType, Country: s.country },
    filterCopy: { title: s.value, locationDetail: locationDetail(s) },
  };
}

export const areaOfOperationEntry = (s: LocationSuggestion) => placeEntry('areasOfOperation', s);
export const officeLocationEntry = (s: LocationSuggestion) => placeEntry('office', s);

export function officeDistanceEntry(s: LocationSuggestion, distance: number, unit: DistanceUnit): FilterEntry {
  return {
    id: 'office.distance',
    isQuery: true,
    query: { latitude: s.geoLocation.lat, longitude: s.geoLocation.lon, distance, unit },
    filterCopy: { title: s.value, postcode: s.value, locationDetail: locationDetail(s) },
  };
}

export function companySizeEntry(size: CompanySizeOption): FilterEntry {
  return { id: 'enterpriseCategoryTypeID', isQuery: true, query: { Id: size.id }, filterCopy: { title: size.name } };
}

export function goalEntry(goal: GoalDto): FilterEntry {
  return {
    id: goal.isSsip ? 'ssipgoals' : 'goals',
    isQuery: true,
    query: { GoalReference: goal.reference, GoalStatusCode: GOAL_STATUS_VERIFIED },
    options: [{ id: goal.id, name: goal.name, customOptions: { reference: goal.reference, maturityLevel: goal.maturityLevel } }],
    group: goal.groupName,
    filterCopy: { title: goal.name },
  };
}

export function groupingEntry(segment: { id: number; name: string }): FilterEntry {
  return {
    id: 'supplychain.grouping',
    isQuery: true,
    GroupingId: segment.id,
    query: { GroupingId: segment.id },
    filterCopy: { title: segment.name },
  };
}

export function groupingStageEntry(
  segment: { id: number; name: string },
  stageName: string,
  status: SegmentStageStatus | null,
): FilterEntry {
  return {
    id: 'supplychain.groupingstage',
    isQuery: true,
    GroupingId: segment.id,
    StageDisplayName: stageName,
    StatusName: status,
    query: { GroupingId: segment.id, StageDisplayName: stageName, StatusName: status },
    filterCopy: { title: [segment.name, stageName, status].filter(Boolean).join(' · ') },
  };
}

export function udfEntry(query: UdfQuery, title: string, sectionId: number): UdfFilterEntry {
  return {
    id: 'udf',
    isQuery: true,
    udfItemId: query.udfItemId,
    bitValue: query.bitValue ?? null,
    query,
    filterCopy: { title, sectionId },
  };
}

export const searchTypeOf = (entries: FilterEntry[]): { searchType: SearchTypeId; orgUnitId: number | null } => {
  const entry = entries.find((e) => e.id === 'searchType');
  const q = entry ? (queryOf(entry) as { SearchType?: SearchTypeId; OrgUnitAccountId?: number | null }) : {};
  return { searchType: q.SearchType ?? SEARCH_TYPES.allSuppliers, orgUnitId: q.OrgUnitAccountId ?? null };
};

export { queryOf };
