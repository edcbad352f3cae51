import { createSelector } from '@reduxjs/toolkit';
import { initAsync, type AsyncState } from '@/platform/async';
import { argsKey, selectEntry, type ResourceDefinition, type WithResources } from '@/platform/resource';
import { selectCanUseSupplyChain, selectLanguage } from '@/platform/session';
import { SEARCH_TYPES, type FilterEntry } from '@/services/search/types';
import type { GoalDto } from '@/services/goals/types';
import { searchCount, searchFacets } from '@/services/search/searchResources';
import { level1Categories } from '@/services/trades/tradesResources';
import type { SearchFiltersState } from './filtersSlice';
import { entryKey, entrySignature, groupOf, sameOrdering, searchTypeOf } from './model/filterEntries';
import type { FilterGroupKey } from './model/groups';

export type WithFilters = { searchFilters: SearchFiltersState } & WithResources & Parameters<typeof selectLanguage>[0];

export const selectFiltersState = (s: WithFilters) => s.searchFilters;
export const selectOrderedFilters = (s: WithFilters) => s.searchFilters.orderedFilters;
export const selectAppliedFilters = (s: WithFilters) => s.searchFilters.applied.orderedFilters;
export const selectAppliedSessionId = (s: WithFilters) => s.searchFilters.applied.sessionId;
export const selectMissingGroups = (s: WithFilters) => s.searchFilters.missing;
/** Whether one group is missing: a boolean, so a new missing list that leaves it alone renders nothing. */
export const selectGroupMissing = (group: FilterGroupKey) => (s: WithFilters) => s.searchFilters.missing.includes(group);
export const selectResponseShape = (s: WithFilters) => s.searchFilters.responseShape;

const selectSearchTypeInfo = createSelector(selectOrderedFilters, searchTypeOf);
export const selectSearchType = (s: WithFilters) => selectSearchTypeInfo(s).searchType;
export const selectSearchOrgUnitId = (s: WithFilters) => selectSearchTypeInfo(s).orgUnitId;

/*
 * The arguments of what the filters read (the resource layer's entries): the screens' hooks and
 * the sagas name the same entries through these.
 */
const INIT: AsyncState<never> = initAsync();
/** One resource's entry for arguments derived from the state; init while they are not known (null). */
export const entryFor = <Args, Data>(resource: ResourceDefinition<Args, Data>, argsOf: (s: WithFilters) => Args | null) => {
  const keyOf = createSelector(argsOf, (args) => (args === null ? null : argsKey(args)));
  return (s: WithFilters) => {
    const key = keyOf(s);
    return (key === null ? INIT : selectEntry(resource.name, key)(s)) as AsyncState<Data>;
  };
};

/**
 * The facets name the chosen unit only for a buyer who may read its supply chain (canUseSupplyChain,
 * spec 01 §6): with a unit they also list its segments, which the platform refuses to anyone else.
 */
export const selectFacetsArgs = createSelector(selectSearchOrgUnitId, selectCanUseSupplyChain, (orgUnitId, mayReadUnit) => ({
  orgUnitId: mayReadUnit ? orgUnitId : null,
}));
/** The facets (sizes, areas, segment statuses) for the chosen unit. */
export const selectFacets = entryFor(searchFacets, selectFacetsArgs);
const NO_ARGS = {};
const selectLevel1 = entryFor(level1Categories, () => NO_ARGS);
/**
 * Reference data there (facets and level-1 categories): the Show button and the groups may appear.
 * Once there it stays: another unit's facets (or a newly picked language's) arrive in place.
 */
export const selectFiltersReady = (s: WithFilters) =>
  selectLevel1(s).data !== null && Object.values(s.resources.entries[searchFacets.name] ?? {}).some((entry) => entry.data !== null);
/** AsyncState of the result count for "Show (N results)" / "Apply new filters (N)". */
export const selectResultCount = entryFor(searchCount, (s) =>
  s.searchFilters.countedFilters === null ? null : { orderedFilters: s.searchFilters.countedFilters },
);

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

/** Levels grouped by groupName, sorted by group then maturity (spec 01 §3). */
export const goalsByGroup = (goals: GoalDto[]) => {
  const groups = new Map<string, GoalDto[]>();
  [...goals]
    .sort((a, b) => a.groupOrder - b.groupOrder || a.maturityLevel - b.maturityLevel)
    .forEach((g) => groups.set(g.groupName, [...(groups.get(g.groupName) ?? []), g]));
  return [...groups.entries()].map(([name, items]) => ({ name, items }));
};
