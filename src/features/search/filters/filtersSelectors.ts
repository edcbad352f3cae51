import { createSelector } from '@reduxjs/toolkit';
import { SEARCH_TYPES, type FilterEntry } from '@/services/search/types';
import type { GoalDto } from '@/services/goals/types';
import type { SearchFiltersState } from './filtersSlice';
import { entryKey, entrySignature, groupOf, sameOrdering, searchTypeOf } from './model/filterEntries';
import type { FilterGroupKey } from './model/groups';

type WithFilters = { searchFilters: SearchFiltersState };

export const selectFiltersState = (s: WithFilters) => s.searchFilters;
export const selectOrderedFilters = (s: WithFilters) => s.searchFilters.orderedFilters;
export const selectAppliedFilters = (s: WithFilters) => s.searchFilters.applied.orderedFilters;
export const selectAppliedSessionId = (s: WithFilters) => s.searchFilters.applied.sessionId;
export const selectFiltersReference = (s: WithFilters) => s.searchFilters.reference;
/** Reference data loaded: the Show button and the groups may appear. */
export const selectFiltersReady = (s: WithFilters) => s.searchFilters.reference.status === 'loaded';
/** AsyncState of the result count for "Show (N results)" / "Apply new filters (N)". */
export const selectResultCount = (s: WithFilters) => s.searchFilters.count;
export const selectMissingGroups = (s: WithFilters) => s.searchFilters.missing;
/** Whether one group is missing: a boolean, so a new missing list that leaves it alone renders nothing. */
export const selectGroupMissing = (group: FilterGroupKey) => (s: WithFilters) => s.searchFilters.missing.includes(group);
export const selectGoals = (s: WithFilters) => s.searchFilters.goals;
export const selectUdfSections = (s: WithFilters) => s.searchFilters.udfSections;
export const selectSupplyChain = (s: WithFilters) => s.searchFilters.supplyChain;
export const selectSegments = (s: WithFilters) => s.searchFilters.segments;
export const selectSegmentDetail = (s: WithFilters) => s.searchFilters.segmentDetail;
export const selectStages = (segmentId: number) => (s: WithFilters) => s.searchFilters.stages[segmentId];
export const selectWorkCategorySuggestions = (s: WithFilters) => s.searchFilters.workCategories;
export const selectResponseShape = (s: WithFilters) => s.searchFilters.responseShape;
export const selectLocationSuggestions = (purpose: 'area' | 'office') => (s: WithFilters) =>
  s.searchFilters.locations[purpose];

const selectSearchTypeInfo = createSelector(selectOrderedFilters, searchTypeOf);
export const selectSearchType = (s: WithFilters) => selectSearchTypeInfo(s).searchType;
export const selectSearchOrgUnitId = (s: WithFilters) => selectSearchTypeInfo(s).orgUnitId;

/** The default all-suppliers type alone is no choice; anything else is a query the buyer made. */
const isBuyerQuery = (e: FilterEntry) =>
  e.isQuery && !(e.id === 'searchType' && searchTypeOf([e]).searchType === SEARCH_TYPES.allSuppliers);

/**
 * The changed flag (spec 01 §4): with a session, the ordering differs from the session's; without
 * one, any query exists.
 */
export const selectHasUnappliedChanges = createSelector(
  [selectOrderedFilters, selectAppliedFilters, selectAppliedSessionId],
  (current, applied, sessionId) => (sessionId ? !sameOrdering(current, applied) : current.some(isBuyerQuery)),
);

export interface BasketEntry {
  key: string;
  entry: FilterEntry;
  group: FilterGroupKey;
  /** Chosen but not yet in the session: the basket shows NEW. */
  isNew: boolean;
}

/** The basket: chosen filters (the search type shows as its own choice, not as a chip). */
export const selectBasket = createSelector([selectOrderedFilters, selectAppliedFilters], (current, applied) => {
  const appliedSignatures = new Set(applied.map(entrySignature));
  return current
    .filter((e) => e.id !== 'searchType')
    .map<BasketEntry>((entry) => ({
      key: entryKey(entry),
      entry,
      group: groupOf(entry),
      isNew: !appliedSignatures.has(entrySignature(entry)),
    }));
});

/** Only the committed filters, for the results page's chips. */
export const selectAppliedBasket = createSelector(selectAppliedFilters, (applied) =>
  applied
    .filter((e) => e.id !== 'searchType')
    .map<BasketEntry>((entry) => ({ key: entryKey(entry), entry, group: groupOf(entry), isNew: false })),
);

export const selectChosenKeys = createSelector(selectOrderedFilters, (entries) => new Set(entries.map(entryKey)));

const byGroup = (goals: GoalDto[]) => {
  const groups = new Map<string, GoalDto[]>();
  [...goals]
    .sort((a, b) => a.groupOrder - b.groupOrder || a.maturityLevel - b.maturityLevel)
    .forEach((g) => groups.set(g.groupName, [...(groups.get(g.groupName) ?? []), g]));
  return [...groups.entries()].map(([name, items]) => ({ name, items }));
};

/** Levels grouped by groupName; SSIP schemes split from them (spec 01 §3). */
export const selectLevelGroups = createSelector(selectGoals, (goals) => byGroup((goals.data ?? []).filter((g) => !g.isSsip)));
export const selectSsipSchemes = createSelector(selectGoals, (goals) => (goals.data ?? []).filter((g) => g.isSsip));
