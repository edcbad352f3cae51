import { call, put, select } from 'redux-saga/effects';
import type { PayloadAction } from '@reduxjs/toolkit';
import { abortable, debounceLatest, newRequestId } from '@/platform/async';
import { failureOf } from '@/platform/auth/leaveIfNotAuthorised';
import type { ApiError } from '@/platform/http';
import { selectCommunitySettings } from '@/platform/session';
import type { CommunitySettings } from '@/platform/config/types';
import { suggestLocations } from '@/services/geo/geoService';
import type { LocationSuggestion, LocationType } from '@/services/geo/types';
import { searchProductServices } from '@/services/trades/tradesService';
import type {
  ProductServiceFlatItem, ProductServiceNode, ProductServiceResponseShape, ProductServiceSearchResponse,
} from '@/services/trades/types';
import { filtersActions as A, type LocationPurpose } from '../filtersSlice';
import { selectFiltersState } from '../filtersSelectors';
import type { SearchFiltersState } from '../filtersSlice';
import {
  LOCATION_DEBOUNCE_MS, LOCATION_MIN_CHARS, WORK_CATEGORY_DEBOUNCE_MS, WORK_CATEGORY_MIN_CHARS, WORK_CATEGORY_SEARCH_SIZE,
} from '../model/constants';

/** The hierarchy shape nests level 1 > level 2 > services; the list shows the leaves with their path. */
function flatten(nodes: ProductServiceNode[]): ProductServiceFlatItem[] {
  return nodes.flatMap((l1) =>
    (l1.SubCategories ?? []).flatMap((l2) =>
      (l2.Services ?? []).map((leaf) => ({
        id: leaf.Id, name: leaf.Name, nameLevel1: l1.Name, nameLevel2: l2.Name, nameLevel3: leaf.Name, categoryIdLevel1: l1.Id,
      })),
    ),
  );
}

function* searchWorkCategories() {
  const state: SearchFiltersState = yield select(selectFiltersState);
  const query = state.workCategories.data?.query.trim() ?? '';
  if (query.length < WORK_CATEGORY_MIN_CHARS) return;
  const settings: CommunitySettings | null = yield select(selectCommunitySettings);
  const responseShape: ProductServiceResponseShape = state.responseShape;
  const requestId = newRequestId();
  yield put(A.workCategoriesStarted({ requestId }));
  try {
    const body = {
      queryText: query,
      categoryIdLevel1: settings?.defaultLevel1WorkCategoryId ?? 3,
      size: WORK_CATEGORY_SEARCH_SIZE,
      responseShape,
    };
    const reply: ProductServiceSearchResponse = yield call(abortable, (signal) => searchProductServices(body, signal));
    const items = reply.responseShape === 'hierarchy' ? flatten(reply.productServices) : reply.productServices;
    yield put(A.workCategoriesLoaded({ data: { query, items, totalCount: reply.totalCount }, requestId }));
  } catch (e) {
    const error: ApiError = yield call(failureOf, e);
    yield put(A.workCategoriesFailed({ error, requestId }));
  }
}

type LocationQueryAction = PayloadAction<{ purpose: LocationPurpose; query: string; types: string[] }>;

function* searchLocations(action: LocationQueryAction) {
  const { purpose, query, types } = action.payload;
  if (query.trim().length < LOCATION_MIN_CHARS) return;
  const settings: CommunitySettings | null = yield select(selectCommunitySettings);
  const requestId = newRequestId();
  yield put(A.locationsStarted({ purpose, requestId }));
  try {
    const lookup = { q: query.trim(), isocountry: settings?.countryCode, t: types as LocationType[] };
    const items: LocationSuggestion[] = yield call(abortable, (signal) => suggestLocations(lookup, signal));
    yield put(A.locationsLoaded({ purpose, data: { query, items, totalCount: items.length }, requestId }));
  } catch (e) {
    const error: ApiError = yield call(failureOf, e);
    yield put(A.locationsFailed({ purpose, error, requestId }));
  }
}

const isLocationQuery = (purpose: LocationPurpose) => (action: { type: string; payload?: unknown }) =>
  action.type === A.locationQueryChanged.type && (action as LocationQueryAction).payload.purpose === purpose;

export function* typeaheadSaga() {
  yield debounceLatest(WORK_CATEGORY_DEBOUNCE_MS, [A.workCategoryQueryChanged.type, A.responseShapeToggled.type], searchWorkCategories);
  yield debounceLatest(LOCATION_DEBOUNCE_MS, isLocationQuery('area'), searchLocations);
  yield debounceLatest(LOCATION_DEBOUNCE_MS, isLocationQuery('office'), searchLocations);
}
