import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { canManageInternalData } from '@/platform/auth/policies';
import { argsKey, resourceActions, useResource } from '@/platform/resource';
import { useCommunitySettings, usePolicy } from '@/platform/session';
import { goalsOfView } from '@/services/goals/goalsResources';
import { searchFacets } from '@/services/search/searchResources';
import type { FilterEntry, SearchTypeId } from '@/services/search/types';
import { customStages, defaultSupplyChain, segmentDetail, unitSegmentList } from '@/services/supplyChain/supplyChainResources';
import { productServiceMatches } from '@/services/trades/productServiceResources';
import { level1Categories } from '@/services/trades/tradesResources';
import type { ProductServiceResponseShape } from '@/services/trades/types';
import { udfSections } from '@/services/udf/udfResources';
import { applyRequested, sessionRequested, type ApplySource } from '../contract';
import { selectRequestedSid, selectSaveState, selectSessionState } from '../session/selectors';
import { useDebouncedValue } from './components/useDebouncedValue';
import { filtersActions as A } from './filtersSlice';
import {
  goalsByGroup, selectBasket, selectFacetsArgs, selectHasUnappliedChanges, selectResponseShape, selectResultCount,
  selectSearchOrgUnitId, selectSearchType,
} from './filtersSelectors';
import {
  selectGoals, selectGoalsArgs, selectSegmentDetailArgs, selectSupplyChainArgs, selectUdfSectionsArgs,
} from './readSelectors';
import { entryKey } from './model/filterEntries';
import { WORK_CATEGORY_DEBOUNCE_MS, WORK_CATEGORY_MIN_CHARS, WORK_CATEGORY_SEARCH_SIZE } from './model/constants';

/*
 * Intent-named hooks: screens and groups say what the buyer did; they never dispatch raw actions
 * nor read the slice's shape. What the filters read from the server is the resource layer's
 * entries, shared with every other reader of the same endpoint.
 */

const NO_ARGS = {};

type Retryable = { status: string; retry: () => void };
const retryFailed = (...reads: Retryable[]) => reads.forEach((read) => read.status === 'error' && read.retry());

/** The facets (sizes, areas, segment statuses) for the chosen unit. */
export function useFacets() {
  return useResource(searchFacets, useSelector(selectFacetsArgs));
}

/**
 * The reference data the filter groups need (facets and level-1 categories). Once shown, the block
 * stays: a newly picked language or another unit's facets arrive in place, keeping the words there
 * until the new ones land (no spinner, no accordion closing).
 */
export function useSearchFilters() {
  const dispatch = useDispatch();
  useFiltersNeeded();
  const facets = useFacets();
  const level1 = useResource(level1Categories, NO_ARGS);
  const ready = facets.data !== null && level1.data !== null;
  const shown = useRef(false);
  if (ready) shown.current = true;
  const error = facets.error ?? level1.error;
  const failed = facets.status === 'error' || level1.status === 'error';
  let status: 'init' | 'loading' | 'loaded' | 'error' = facets.status === 'init' && level1.status === 'init' ? 'init' : 'loading';
  if (ready || (shown.current && !failed)) status = 'loaded';
  else if (failed) status = 'error';
  return {
    ready,
    status,
    error,
    retry: useCallback(() => {
      retryFailed(facets, level1);
      dispatch(A.filtersRetried());
    }, [dispatch, facets, level1]),
  };
}

/** Asks for the reference data without reading it (no render when it arrives). */
export function useFiltersNeeded() {
  const dispatch = useDispatch();
  useEffect(() => {
    dispatch(A.filtersNeeded());
  }, [dispatch]);
}

/** The goals this search type allows: level groups and SSIP schemes split (spec 01 §3). */
export function useFilterGoals() {
  const goals = useResource(goalsOfView, useSelector(selectGoalsArgs));
  const { data } = goals;
  const levelGroups = useMemo(() => goalsByGroup((data ?? []).filter((g) => !g.isSsip)), [data]);
  const ssipSchemes = useMemo(() => (data ?? []).filter((g) => g.isSsip), [data]);
  return { ...goals, levelGroups, ssipSchemes };
}

/**
 * The goals (levels and SSIP) call's failure, if it failed, with Try again. Read, not asked for
 * (the groups' reader asks): showing the failure must not ask again; the buyer retries it.
 */
export function useGoalsFailure() {
  const dispatch = useDispatch();
  const goals = useSelector(selectGoals);
  const args = useSelector(selectGoalsArgs);
  return {
    error: goals.status === 'error' ? goals.error : null,
    retry: useCallback(
      () => dispatch(resourceActions.requested({ name: goalsOfView.name, key: argsKey(args), args, reload: true })),
      [dispatch, args],
    ),
  };
}

/**
 * The organisation's custom-field sections in the buyer's language, for buyers who manage internal
 * data; a failure is only logged and the group stays hidden (spec 01 §8).
 */
export function useUdfSections() {
  const canManageInternal = usePolicy(canManageInternalData);
  const args = useSelector(selectUdfSectionsArgs);
  const sections = useResource(udfSections, canManageInternal ? args : null);
  return sections.data ?? [];
}

/** The chosen unit's supply chain, then its segments (asked once the supply chain is there). */
export function useSupplyChain() {
  const supplyChain = useResource(defaultSupplyChain, useSelector(selectSupplyChainArgs));
  const orgUnitId = useSelector(selectSearchOrgUnitId);
  const segments = useResource(unitSegmentList, supplyChain.status === 'loaded' && orgUnitId !== null ? { orgUnitId } : null);
  return { supplyChain, segments };
}

export function useFilterChoices() {
  const dispatch = useDispatch();
  return useMemo(
    () => ({
      add: (entry: FilterEntry) => dispatch(A.filterAdded({ entry })),
      remove: (entry: FilterEntry | string) =>
        dispatch(A.filterRemoved({ key: typeof entry === 'string' ? entry : entryKey(entry) })),
      toggle: (entry: FilterEntry, on: boolean) =>
        dispatch(on ? A.filterAdded({ entry }) : A.filterRemoved({ key: entryKey(entry) })),
      setCustomField: (itemId: number, entries: FilterEntry[]) => dispatch(A.customFieldChanged({ itemId, entries })),
    }),
    [dispatch],
  );
}

export function useSearchTypeChoice() {
  const dispatch = useDispatch();
  return {
    searchType: useSelector(selectSearchType),
    orgUnitId: useSelector(selectSearchOrgUnitId),
    chooseSearchType: useCallback((searchType: SearchTypeId) => dispatch(A.searchTypeChosen({ searchType })), [dispatch]),
    chooseOrgUnit: useCallback((orgUnitId: number) => dispatch(A.orgUnitChosen({ orgUnitId })), [dispatch]),
  };
}

export function useTypeaheads() {
  const dispatch = useDispatch();
  return {
    responseShape: useSelector(selectResponseShape),
    setResponseShape: useCallback((shape: ProductServiceResponseShape) => dispatch(A.responseShapeToggled({ shape })), [dispatch]),
  };
}

/**
 * Work categories for the words typed (spec 01 §5): asked 200 ms after the last keystroke, from 3
 * characters. The suggestions belong to the words they answered: under newer words there are none
 * until their reply lands, and a late reply to older words stays in its own entry.
 */
export function useWorkCategorySuggestions(input: string) {
  const settings = useCommunitySettings();
  const shape = useSelector(selectResponseShape);
  const trimmed = input.trim();
  const query = useDebouncedValue(trimmed, WORK_CATEGORY_DEBOUNCE_MS);
  const args = query.length >= WORK_CATEGORY_MIN_CHARS
    ? { queryText: query, categoryIdLevel1: settings?.defaultLevel1WorkCategoryId ?? 3, size: WORK_CATEGORY_SEARCH_SIZE, responseShape: shape }
    : null;
  const matches = useResource(productServiceMatches, args);
  const current = query === trimmed && args !== null;
  const loaded = current && matches.status === 'loaded';
  // While the words settle, the read is of older words: the newer ones are as good as loading.
  const status = current || args === null ? matches.status : ('loading' as const);
  return { status, loaded, items: loaded ? (matches.data?.items ?? []) : [] };
}

export function useStageDialog() {
  const dispatch = useDispatch();
  return useMemo(
    () => ({
      opened: (segmentId: number) => dispatch(A.stageDialogOpened({ segmentId })),
      closed: () => dispatch(A.stageDialogClosed()),
    }),
    [dispatch],
  );
}

/** The stage dialog's reads: the segment's stages, and its detail (statuses), read afresh on open. */
export function useStageDialogData(segmentId: number) {
  const stages = useResource(customStages, { segmentId });
  const detail = useResource(segmentDetail, useSelector(selectSegmentDetailArgs));
  return { stages, detail, retry: () => retryFailed(stages, detail) };
}

/**
 * Show / Apply new filters, with the count and the changed flag they display, and the session save
 * it starts (busy while in flight; its failure stays until the next attempt).
 */
export function useApplyFilters(source: ApplySource) {
  const dispatch = useDispatch();
  const save = useSelector(selectSaveState);
  return {
    count: useSelector(selectResultCount),
    hasUnappliedChanges: useSelector(selectHasUnappliedChanges),
    saving: save.status === 'loading',
    saveError: save.status === 'error' ? save.error : null,
    apply: useCallback(() => dispatch(applyRequested({ source })), [dispatch, source]),
    /** Leaving without applying: what was not applied is discarded. */
    close: useCallback(() => dispatch(A.filtersClosed()), [dispatch]),
  };
}

/** The results side panel saves a preview on open, reverts it on Cancel (spec 01 §4). */
export function useFilterPreview() {
  const dispatch = useDispatch();
  return useMemo(
    () => ({
      save: () => dispatch(A.previewSaved()),
      revert: () => dispatch(A.previewReverted()),
      remove: () => dispatch(A.previewDeleted()),
    }),
    [dispatch],
  );
}

export function useBasket() {
  const { remove } = useFilterChoices();
  return { entries: useSelector(selectBasket), remove };
}

/**
 * A screen opened with ?sid asks for that session unless the filters already hold it. A failed load
 * is not asked again by re-rendering; the buyer retries it.
 */
export function useSessionFor(sid: string | null, loadedSid: string | null) {
  const dispatch = useDispatch();
  useEffect(() => {
    if (sid && sid !== loadedSid) dispatch(sessionRequested({ sid }));
  }, [dispatch, sid, loadedSid]);
  const session = useSelector(selectSessionState);
  const requestedSid = useSelector(selectRequestedSid);
  return {
    loadError: sid && requestedSid === sid && session.status === 'error' ? session.error : null,
    retry: useCallback(() => {
      if (sid) dispatch(sessionRequested({ sid }));
    }, [dispatch, sid]),
  };
}
