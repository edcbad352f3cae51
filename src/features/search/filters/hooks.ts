import { useCallback, useEffect, useMemo } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import type { FilterEntry, SearchTypeId } from '@/services/search/types';
import type { ProductServiceResponseShape } from '@/services/trades/types';
import { applyRequested, sessionRequested, type ApplySource } from '../contract';
import { selectRequestedSid, selectSaveState, selectSessionState } from '../session/selectors';
import { filtersActions as A, type LocationPurpose } from './filtersSlice';
import {
  selectBasket, selectFiltersReady, selectFiltersReference, selectGoals, selectHasUnappliedChanges, selectResultCount,
  selectSearchOrgUnitId, selectSearchType,
} from './filtersSelectors';
import { entryKey } from './model/filterEntries';

/**
 * Intent-named hooks: screens and groups say what the buyer did; they never dispatch raw actions
 * nor read the slice's shape.
 */
export function useSearchFilters() {
  const dispatch = useDispatch();
  useFiltersNeeded();
  const reference = useSelector(selectFiltersReference);
  return {
    ready: useSelector(selectFiltersReady),
    status: reference.status,
    error: reference.error,
    retry: useCallback(() => dispatch(A.filtersRetried()), [dispatch]),
  };
}

/** Asks for the reference data without reading it (no render when it arrives). */
export function useFiltersNeeded() {
  const dispatch = useDispatch();
  useEffect(() => {
    dispatch(A.filtersNeeded());
  }, [dispatch]);
}

/** The goals (levels and SSIP) call's failure, if it failed; Try again reruns every failed load. */
export function useGoalsFailure() {
  const dispatch = useDispatch();
  const goals = useSelector(selectGoals);
  return {
    error: goals.status === 'error' ? goals.error : null,
    retry: useCallback(() => dispatch(A.filtersRetried()), [dispatch]),
  };
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
  return useMemo(
    () => ({
      searchWorkCategories: (query: string) => dispatch(A.workCategoryQueryChanged({ query })),
      setResponseShape: (shape: ProductServiceResponseShape) => dispatch(A.responseShapeToggled({ shape })),
      searchLocations: (purpose: LocationPurpose, query: string, types: string[]) =>
        dispatch(A.locationQueryChanged({ purpose, query, types })),
    }),
    [dispatch],
  );
}

export function useStageDialog() {
  const dispatch = useDispatch();
  return useMemo(
    () => ({
      opened: (segmentId: number) => dispatch(A.stageDialogOpened({ segmentId })),
      retried: (segmentId: number) => dispatch(A.stageDialogRetried({ segmentId })),
      closed: () => dispatch(A.stageDialogClosed()),
    }),
    [dispatch],
  );
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
