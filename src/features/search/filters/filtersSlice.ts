import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { SEARCH_TYPES, type FilterEntry, type SearchTypeId } from '@/services/search/types';
import type { ProductServiceResponseShape } from '@/services/trades/types';
import { searchSessionLoaded } from '../contract';
import { entryKey, groupOf, searchTypeEntry, searchTypeOf } from './model/entryIdentity';
import type { FilterGroupKey } from './model/groups';

export type LocationPurpose = 'area' | 'office';

/**
 * What the buyer is choosing. What the filters read from the server (facets, goals, custom
 * fields, the supply chain, stages, type-aheads, the count) lives in the resource layer, keyed by
 * the arguments kept here or derived from the choices (filtersSelectors).
 */
export interface SearchFiltersState {
  /** What the buyer is choosing now. */
  orderedFilters: FilterEntry[];
  /** What the search session holds (committed); NEW markers and the changed flag compare with it. */
  applied: { sessionId: string | null; orderedFilters: FilterEntry[] };
  /** A snapshot to return to on Cancel (the results side panel saves one when it opens). */
  preview: FilterEntry[] | null;
  /** Required groups found missing by the last Apply / Show. */
  missing: FilterGroupKey[];
  /** The choices last counted, 500 ms after the last change (spec 01 §9); null before any change. */
  countedFilters: FilterEntry[] | null;
  responseShape: ProductServiceResponseShape;
  /** The segment whose stage/status dialog is open: its detail is read fresh on open, and forgotten on close. */
  stageDialogSegmentId: number | null;
}

export const initialFiltersState: SearchFiltersState = {
  orderedFilters: [searchTypeEntry(SEARCH_TYPES.allSuppliers, null)],
  applied: { sessionId: null, orderedFilters: [] },
  preview: null,
  missing: [],
  countedFilters: null,
  responseShape: 'flat',
  stageDialogSegmentId: null,
};

/** Supply-chain and goal filters depend on the search type and unit, so they go when either changes. */
const TYPE_DEPENDENT: FilterEntry['id'][] = ['supplychain.grouping', 'supplychain.groupingstage', 'goals', 'ssipgoals'];

function setSearchType(state: SearchFiltersState, searchType: SearchTypeId, orgUnitId: number | null) {
  const rest = state.orderedFilters.filter((e) => e.id !== 'searchType' && !TYPE_DEPENDENT.includes(e.id));
  state.orderedFilters = [searchTypeEntry(searchType, orgUnitId), ...rest];
  state.missing = [];
}

function upsert(state: SearchFiltersState, entry: FilterEntry) {
  const key = entryKey(entry);
  const at = state.orderedFilters.findIndex((e) => entryKey(e) === key);
  if (at >= 0) state.orderedFilters[at] = entry;
  else state.orderedFilters.push(entry);
  state.missing = state.missing.filter((g) => g !== groupOf(entry));
}

const filtersSlice = createSlice({
  name: 'searchFilters',
  initialState: initialFiltersState,
  reducers: {
    /** A screen showing filters is on its way: the saga asks for the reference data and the supply chain (spec 01 §4). */
    filtersNeeded: () => undefined,
    /** The buyer pressed Try again after a failed load: what failed is asked again. */
    filtersRetried: () => undefined,
    /** The stage/status dialog opened for a segment. */
    stageDialogOpened: (s, a: PayloadAction<{ segmentId: number }>) => {
      s.stageDialogSegmentId = a.payload.segmentId;
    },
    stageDialogClosed: (s) => {
      s.stageDialogSegmentId = null;
    },

    /** All suppliers or in my supply chain; the saga then picks a unit and loads its supply chain. */
    searchTypeChosen: (s, a: PayloadAction<{ searchType: SearchTypeId }>) => {
      if (searchTypeOf(s.orderedFilters).searchType === a.payload.searchType) return;
      setSearchType(s, a.payload.searchType, null);
    },
    orgUnitChosen: (s, a: PayloadAction<{ orgUnitId: number }>) => {
      const { searchType, orgUnitId } = searchTypeOf(s.orderedFilters);
      if (orgUnitId === a.payload.orgUnitId) return;
      setSearchType(s, searchType, a.payload.orgUnitId);
    },

    filterAdded: (s, a: PayloadAction<{ entry: FilterEntry }>) => upsert(s, a.payload.entry),
    filterRemoved: (s, a: PayloadAction<{ key: string }>) => {
      s.orderedFilters = s.orderedFilters.filter((e) => entryKey(e) !== a.payload.key);
    },
    /** One custom field's entries replaced at once (its options, text or date range). */
    customFieldChanged: (s, a: PayloadAction<{ itemId: number; entries: FilterEntry[] }>) => {
      const ofItem = (e: FilterEntry) => e.id === 'udf' && e.query?.udfItemId === a.payload.itemId;
      s.orderedFilters = s.orderedFilters.filter((e) => !ofItem(e));
      a.payload.entries.forEach((entry) => upsert(s, entry));
    },

    previewSaved: (s) => {
      s.preview = s.orderedFilters;
    },
    previewReverted: (s) => {
      if (s.preview) s.orderedFilters = s.preview;
      s.preview = null;
      s.missing = [];
    },
    previewDeleted: (s) => {
      s.preview = null;
    },
    /**
     * "Close filters": unapplied changes are discarded, as Cancel reverts (spec 01 §4). With no
     * session there is nothing to go back to, and the landing page it returns to edits the same
     * choices, so they stay.
     */
    filtersClosed: (s) => {
      if (s.applied.sessionId) s.orderedFilters = s.applied.orderedFilters;
      s.preview = null;
      s.missing = [];
    },
    requiredFiltersMissing: (s, a: PayloadAction<{ groups: FilterGroupKey[] }>) => {
      s.missing = a.payload.groups;
    },

    /** The count's debounce settled: these choices are counted (countsSaga). */
    countDue: (s, a: PayloadAction<{ orderedFilters: FilterEntry[] }>) => {
      s.countedFilters = a.payload.orderedFilters;
    },
    responseShapeToggled: (s, a: PayloadAction<{ shape: ProductServiceResponseShape }>) => {
      s.responseShape = a.payload.shape;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(searchSessionLoaded, (s, a) => {
      const { sessionId, orderedFilters: saved } = a.payload.session;
      // A session saved without a search type is an all-suppliers one; both sides get the entry,
      // or the changed flag would see a difference the buyer never made.
      const orderedFilters = saved.some((e) => e.id === 'searchType')
        ? saved
        : [searchTypeEntry(SEARCH_TYPES.allSuppliers, null), ...saved];
      s.applied = { sessionId, orderedFilters };
      s.orderedFilters = orderedFilters;
      s.missing = [];
    });
  },
});

export const filtersActions = filtersSlice.actions;
export const filtersReducer = filtersSlice.reducer;

/** Events after which the working set differs and the count must be asked again. */
export const WORKING_SET_EVENTS: string[] = [
  filtersActions.searchTypeChosen.type,
  filtersActions.orgUnitChosen.type,
  filtersActions.filterAdded.type,
  filtersActions.filterRemoved.type,
  filtersActions.customFieldChanged.type,
  filtersActions.previewReverted.type,
  filtersActions.filtersClosed.type,
  searchSessionLoaded.type,
];
