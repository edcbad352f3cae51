/**
 * Required filters per search type (spec 01 §4, §5). The spec lists the groups that can be
 * required; of them, an all-suppliers search requires a work category (and never the supply-chain
 * filter), and a supply-chain search requires the organisation unit whose supply chain is searched.
 */
import { SEARCH_TYPES, type FilterEntry } from '@/services/search/types';
import { groupOf, searchTypeOf } from './filterEntries';
import type { FilterGroupKey } from './groups';

/** The searchFilters message a required group shows when it is missing (where it is marked, and on the chips). */
export const REQUIRED_FILTER_MESSAGE = {
  workCategories: 'workCategories.required',
  searchType: 'searchType.orgUnitRequired',
} as const satisfies Partial<Record<FilterGroupKey, string>>;

type RequiredGroup = keyof typeof REQUIRED_FILTER_MESSAGE;

/** The groups missing from `entries`, in page order; empty when the search may run. */
export function missingRequiredFilters(entries: FilterEntry[]): RequiredGroup[] {
  const { searchType, orgUnitId } = searchTypeOf(entries);
  const present = new Set(entries.filter((e) => e.isQuery).map(groupOf));
  if (searchType === SEARCH_TYPES.allSuppliers) return present.has('workCategories') ? [] : ['workCategories'];
  return orgUnitId === null ? ['searchType'] : [];
}
