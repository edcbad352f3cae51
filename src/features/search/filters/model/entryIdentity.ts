/**
 * Identifying and comparing filter entries, and the search-type entry (spec 01 §3 "Filter entry"):
 * what the filters slice needs on the first load. The other builders live in filterEntries.ts, in
 * the chunks of the screens that build them (a shared module lands whole in the first chunk).
 */
import { SEARCH_TYPES, type FilterEntry, type SearchTypeFilterEntry, type SearchTypeId } from '@/services/search/types';
import type { FilterGroupKey } from './groups';

export const queryOf = (entry: FilterEntry): Record<string, unknown> =>
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

export const searchTypeOf = (entries: FilterEntry[]): { searchType: SearchTypeId; orgUnitId: number | null } => {
  const entry = entries.find((e) => e.id === 'searchType');
  const q = entry ? (queryOf(entry) as { SearchType?: SearchTypeId; OrgUnitAccountId?: number | null }) : {};
  return { searchType: q.SearchType ?? SEARCH_TYPES.allSuppliers, orgUnitId: q.OrgUnitAccountId ?? null };
};
