import { put, select, takeEvery } from 'redux-saga/effects';
import { prefetchRequested } from '@/platform/resource';
import { selectComponentVisible, selectIdentity, selectPolicy } from '@/platform/session';
import { canManageInternalData } from '@/platform/auth/policies';
import type { Identity } from '@/platform/auth/identity';
import { goalsOfView } from '@/services/goals/goalsResources';
import { searchFacets } from '@/services/search/searchResources';
import { SEARCH_TYPES, type SearchTypeId } from '@/services/search/types';
import { level1Categories } from '@/services/trades/tradesResources';
import { udfSections } from '@/services/udf/udfResources';
import { filtersActions as A } from '../filtersSlice';
import { selectFacetsArgs, selectSearchType } from '../filtersSelectors';
import { selectGoalsArgs, selectUdfSectionsArgs } from '../readSelectors';
import { ensureSupplyChain, requestOrgUnits } from './supplyChainSaga';

/**
 * A screen showing filters is on its way: the reference data is asked for before its groups mount
 * (they read the same entries); org units and the supply chain reload when init or error (spec 01 §4).
 */
function* onFiltersNeeded() {
  const identity: Identity | null = yield select(selectIdentity);
  const searchType: SearchTypeId = yield select(selectSearchType);
  if (identity?.isSupplyChainOnly && searchType !== SEARCH_TYPES.inMySupplyChain) {
    // A supply-chain-only account can only search its supply chain (spec 01 §4).
    yield put(A.searchTypeChosen({ searchType: SEARCH_TYPES.inMySupplyChain }));
  }
  const facetsArgs: ReturnType<typeof selectFacetsArgs> = yield select(selectFacetsArgs);
  const goalsArgs: ReturnType<typeof selectGoalsArgs> = yield select(selectGoalsArgs);
  const udfArgs: ReturnType<typeof selectUdfSectionsArgs> = yield select(selectUdfSectionsArgs);
  yield put(prefetchRequested(searchFacets, facetsArgs));
  yield put(prefetchRequested(level1Categories, {}));
  yield put(prefetchRequested(goalsOfView, goalsArgs));
  const canManageInternal: boolean = yield select(selectPolicy(canManageInternalData));
  if (canManageInternal) yield put(prefetchRequested(udfSections, udfArgs));
  const inMySupplyChainShown: boolean = yield select(selectComponentVisible('inMySupplyChain'));
  if (inMySupplyChainShown || identity?.isSupplyChainOnly) yield* requestOrgUnits();
  yield* ensureSupplyChain();
}

export function* referenceSaga() {
  // takeEvery: several screen parts ask at mount; each request joins what is already under way.
  yield takeEvery([A.filtersNeeded.type, A.filtersRetried.type], onFiltersNeeded);
}
