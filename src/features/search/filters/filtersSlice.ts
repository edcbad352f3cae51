import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import {
  finishFailed, finishLoaded, initAsync, startLoading, type AsyncState,
} from '@/platform/async';
import type { ApiError } from '@/platform/http';
import { languagePicked } from '@/platform/session';
import type { LocationSuggestion } from '@/services/geo/types';
import type { GoalDto } from '@/services/goals/types';
import {
  SEARCH_TYPES, type CompanySizeOption, type FilterEntry, type SearchTypeId, type SegmentStageStatus,
} from '@/services/search/types';
import type { CustomStage, SegmentDetailDto, SegmentDto, SupplyChainDto } from '@/services/supplyChain/types';
import type { Level1Category, ProductServiceFlatItem, ProductServiceResponseShape } from '@/services/trades/types';
import type { UdfSection } from '@/services/udf/types';
import { searchSessionLoaded } from '../contract';
import { entryKey, groupOf, searchTypeEntry, searchTypeOf } from './model/entryIdentity';
import type { FilterGroupKey } from './model/groups';

/** Facets and level-1 categories: what the filter groups offer. */
export interface FiltersReference {
  companySizes: CompanySizeOption[];
  areasOfOperation: LocationSuggestion[];
  segmentStatuses: SegmentStageStatus[];
  level1: Level1Category[];
}

export interface Suggestions<T> {
  query: string;
  items: T[];
  totalCount: number;
}

export type LocationPurpose = 'area' | 'office';

export interface SearchFiltersState {
  reference: AsyncState<FiltersReference>;
  goals: AsyncState<GoalDto[]>;
  udfSections: AsyncState<UdfSection[]>;
  supplyChain: AsyncState<SupplyChainDto>;
  segments: AsyncState<SegmentDto[]>;
  stages: Record<number, AsyncState<CustomStage[]>>;
  segmentDetail: AsyncState<SegmentDetailDto>;
  /** What the buyer is choosing now. */
  orderedFilters: FilterEntry[];
  /** What the search session holds (committed); NEW markers and the changed flag compare with it. */
  applied: { sessionId: string | null; orderedFilters: FilterEntry[] };
  /** A snapshot to return to on Cancel (the results side panel saves one when it opens). */
  preview: FilterEntry[] | null;
  /** Required groups found missing by the last Apply / Show. */
  missing: FilterGroupKey[];
  count: AsyncState<number>;
  workCategories: AsyncState<Suggestions<ProductServiceFlatItem>>;
  responseShape: ProductServiceResponseShape;
  locations: Record<LocationPurpose, AsyncState<Suggestions<LocationSuggestion>>>;
}

export const initialFiltersState: SearchFiltersState = {
  reference: initAsync(),
  goals: initAsync(),
  udfSections: initAsync(),
  supplyChain: initAsync(),
  segments: initAsync(),
  stages: {},
  segmentDetail: initAsync(),
  orderedFilters: [searchTypeEntry(SEARCH_TYPES.allSuppliers, null)],
  applied: { sessionId: null, orderedFilters: [] },
  preview: null,
  missing: [],
  count: initAsync(),
  workCategories: initAsync(),
  responseShape: 'flat',
  locations: { area: initAsync(), office: initAsync() },
};

type Loaded<T> = PayloadAction<{ data: T; requestId?: number }>;
type Failed = PayloadAction<{ error: ApiError; requestId?: number }>;

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
    /** A screen showing filters mounted; the saga loads what is still init. */
    filtersNeeded: () => undefined,
    /** The buyer pressed Try again after a failed load. */
    filtersRetried: () => undefined,
    filtersLoadStarted: (s) => void startLoading(s.reference),
    filtersLoaded: (s, a: Loaded<FiltersReference>) => void finishLoaded(s.reference, a.payload.data),
    filtersLoadFailed: (s, a: Failed) => void finishFailed(s.reference, a.payload.error),
    goalsLoadStarted: (s, a: PayloadAction<{ requestId: number }>) => void startLoading(s.goals, a.payload.requestId),
    goalsLoaded: (s, a: Loaded<GoalDto[]>) => void finishLoaded(s.goals, a.payload.data, a.payload.requestId),
    goalsLoadFailed: (s, a: Failed) => void finishFailed(s.goals, a.payload.error, a.payload.requestId),
    udfSectionsLoadStarted: (s) => void startLoading(s.udfSections),
    udfSectionsLoaded: (s, a: Loaded<UdfSection[]>) => void finishLoaded(s.udfSections, a.payload.data),
    udfSectionsLoadFailed: (s, a: Failed) => void finishFailed(s.udfSections, a.payload.error),
    supplyChainLoadStarted: (s, a: PayloadAction<{ requestId: number }>) => {
      startLoading(s.supplyChain, a.payload.requestId);
      s.segments = initAsync();
    },
    supplyChainLoaded: (s, a: Loaded<SupplyChainDto>) => void finishLoaded(s.supplyChain, a.payload.data, a.payload.requestId),
    supplyChainLoadFailed: (s, a: Failed) => void finishFailed(s.supplyChain, a.payload.error, a.payload.requestId),
    segmentsLoadStarted: (s, a: PayloadAction<{ requestId: number }>) => void startLoading(s.segments, a.payload.requestId),
    segmentsLoaded: (s, a: Loaded<SegmentDto[]>) => void finishLoaded(s.segments, a.payload.data, a.payload.requestId),
    segmentsLoadFailed: (s, a: Failed) => void finishFailed(s.segments, a.payload.error, a.payload.requestId),

    /** The stage/status dialog opened for a segment. */
    stageDialogOpened: (_s, _a: PayloadAction<{ segmentId: number }>) => undefined,
    /** Try again in the stage dialog: what failed (stages, the segment's statuses) is asked again. */
    stageDialogRetried: (_s, _a: PayloadAction<{ segmentId: number }>) => undefined,
    stageDialogClosed: (s) => {
      s.segmentDetail = initAsync();
    },
    stagesLoadStarted: (s, a: PayloadAction<{ segmentId: number }>) => {
      s.stages[a.payload.segmentId] = { ...initAsync<CustomStage[]>(), status: 'loading' };
    },
    stagesLoaded: (s, a: PayloadAction<{ segmentId: number; data: CustomStage[] }>) =>
      void finishLoaded(s.stages[a.payload.segmentId], a.payload.data),
    stagesLoadFailed: (s, a: PayloadAction<{ segmentId: number; error: ApiError }>) =>
      void finishFailed(s.stages[a.payload.segmentId], a.payload.error),
    segmentDetailLoadStarted: (s) => void startLoading(s.segmentDetail),
    segmentDetailLoaded: (s, a: Loaded<SegmentDetailDto>) => void finishLoaded(s.segmentDetail, a.payload.data),
    segmentDetailLoadFailed: (s, a: Failed) => void finishFailed(s.segmentDetail, a.payload.error),

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

    countStarted: (s, a: PayloadAction<{ requestId: number }>) => void startLoading(s.count, a.payload.requestId),
    countLoaded: (s, a: Loaded<number>) => void finishLoaded(s.count, a.payload.data, a.payload.requestId),
    countFailed: (s, a: Failed) => void finishFailed(s.count, a.payload.error, a.payload.requestId),

    workCategoryQueryChanged: (s, a: PayloadAction<{ query: string }>) => {
      // Below the minimum nothing is asked; stale suggestions must not linger under a new query.
      s.workCategories = initAsync({ query: a.payload.query, items: [], totalCount: 0 });
    },
    responseShapeToggled: (s, a: PayloadAction<{ shape: ProductServiceResponseShape }>) => {
      s.responseShape = a.payload.shape;
    },
    workCategoriesStarted: (s, a: PayloadAction<{ requestId: number }>) =>
      void startLoading(s.workCategories, a.payload.requestId),
    workCategoriesLoaded: (s, a: Loaded<Suggestions<ProductServiceFlatItem>>) =>
      void finishLoaded(s.workCategories, a.payload.data, a.payload.requestId),
    workCategoriesFailed: (s, a: Failed) => void finishFailed(s.workCategories, a.payload.error, a.payload.requestId),

    locationQueryChanged: (s, a: PayloadAction<{ purpose: LocationPurpose; query: string; types: string[] }>) => {
      s.locations[a.payload.purpose] = initAsync({ query: a.payload.query, items: [], totalCount: 0 });
    },
    locationsStarted: (s, a: PayloadAction<{ purpose: LocationPurpose; requestId: number }>) =>
      void startLoading(s.locations[a.payload.purpose], a.payload.requestId),
    locationsLoaded: (s, a: PayloadAction<{ purpose: LocationPurpose; data: Suggestions<LocationSuggestion>; requestId: number }>) =>
      void finishLoaded(s.locations[a.payload.purpose], a.payload.data, a.payload.requestId),
    locationsFailed: (s, a: PayloadAction<{ purpose: LocationPurpose; error: ApiError; requestId: number }>) =>
      void finishFailed(s.locations[a.payload.purpose], a.payload.error, a.payload.requestId),
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
    // Stage names come in the buyer's language: a newly picked one loads them again when next asked.
    builder.addCase(languagePicked, (s) => {
      s.stages = {};
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
