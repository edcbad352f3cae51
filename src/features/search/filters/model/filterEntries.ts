/**
 * Building filter entries (spec 01 §3 "Filter entry"). Pure: no React,
 * no Redux. The wire shapes are the search service's; the basket reads filterCopy.
 */
import type { LocationSuggestion } from '@/services/geo/types';
import type { GoalDto } from '@/services/goals/types';
import type { ProductServiceFlatItem } from '@/services/trades/types';
import {
  type CompanySizeOption,
  type FilterEntry,
  type SegmentStageStatus,
  type UdfFilterEntry,
  type UdfQuery,
  type WorkCategoryFilterEntry,
} from '@/services/search/types';
import { GOAL_STATUS_VERIFIED } from '@/services/goals/types';
import type { DistanceUnit } from '@/platform/config/types';
// Identity and comparison live in entryIdentity.ts (the filters slice needs only those).
export { entryKey, entrySignature, groupOf, queryOf, sameOrdering, searchTypeEntry, searchTypeOf } from './entryIdentity';

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
