import { all, call, put, select, takeEvery, takeLatest } from 'redux-saga/effects';
import { PLATFORM_LANGUAGE_IDS } from '@/platform/i18n/languageIds';
import { reloadWhenLoaded } from '@/platform/async';
import { toApiError, type ApiError } from '@/platform/http';
import { languagePicked, selectComponentVisible, selectIdentity, selectLanguage, selectPolicy } from '@/platform/session';
import { canManageInternalData } from '@/platform/auth/policies';
import type { Identity } from '@/platform/auth/identity';
import type { Language } from '@/platform/config/types';
import { getFacets } from '@/services/search/searchService';
import { getGoals } from '@/services/goals/goalsService';
import type { GoalDto } from '@/services/goals/types';
import { SEARCH_TYPES, type FacetsResponse, type SearchTypeId } from '@/services/search/types';
import { getLevel1Categories } from '@/services/trades/tradesService';
import type { Level1Category } from '@/services/trades/types';
import { getUdfSections } from '@/services/udf/udfService';
import type { UdfSection, UdfSectionsResponse } from '@/services/udf/types';
import { filtersActions as A, type FiltersReference, type SearchFiltersState } from '../filtersSlice';
import { selectFiltersState, selectSearchOrgUnitId, selectSearchType } from '../filtersSelectors';
import { failureOf, leaveIfNotAuthorised } from '@/platform/auth/leaveIfNotAuthorised';
import { loadGoals } from './loadGoals';
import { ensureSupplyChain, requestOrgUnits } from './supplyChainSaga';

/** The udf service numbers its languages; English is its default. */
// The udf service's language numbers (shared with the profile's custom fields and reminders).
const UDF_LANGUAGE_IDS = PLATFORM_LANGUAGE_IDS;

async function fetchReference(orgUnitId: number | null): Promise<FiltersReference> {
  const [facets, level1]: [FacetsResponse, Level1Category[]] = await Promise.all([
    getFacets(orgUnitId ?? undefined),
    getLevel1Categories(),
  ]);
  return {
    companySizes: facets.companySizes,
    areasOfOperation: facets.areasOfOperation,
    segmentStatuses: facets.segmentStatuses,
    level1,
  };
}

function* loadReference(orgUnitId: number | null) {
  yield put(A.filtersLoadStarted());
  try {
    const data: FiltersReference = yield call(fetchReference, orgUnitId);
    yield put(A.filtersLoaded({ data }));
  } catch (e) {
    const error = toApiError(e);
    yield put(A.filtersLoadFailed({ error }));
    yield call(leaveIfNotAuthorised, error);
  }
}

function* loadUdfSections() {
  const language: Language = yield select(selectLanguage);
  yield put(A.udfSectionsLoadStarted());
  try {
    const response: UdfSectionsResponse = yield call(getUdfSections, UDF_LANGUAGE_IDS[language]);
    yield put(A.udfSectionsLoaded({ data: response.items }));
  } catch (e) {
    // Spec 01 §8: a custom-field section failure is only logged; the group simply stays hidden.
    console.warn('Custom-field sections failed to load', e);
    const error: ApiError = yield call(failureOf, e);
    yield put(A.udfSectionsLoadFailed({ error }));
  }
}

/** Filters load when init; org units and the supply chain reload when init or error (spec 01 §4). */
function* onFiltersNeeded(action: { type: string }) {
  // Loads run when init; a retry also reruns what failed.
  const due = (status: string) => status === 'init' || (action.type === A.filtersRetried.type && status === 'error');
  const state: SearchFiltersState = yield select(selectFiltersState);
  const identity: Identity | null = yield select(selectIdentity);
  const searchType: SearchTypeId = yield select(selectSearchType);
  if (identity?.isSupplyChainOnly && searchType !== SEARCH_TYPES.inMySupplyChain) {
    // A supply-chain-only account can only search its supply chain (spec 01 §4).
    yield put(A.searchTypeChosen({ searchType: SEARCH_TYPES.inMySupplyChain }));
  }
  const orgUnitId: number | null = yield select(selectSearchOrgUnitId);
  const tasks = [];
  if (due(state.reference.status)) tasks.push(call(loadReference, orgUnitId));
  if (due(state.goals.status)) tasks.push(call(loadGoals));
  const canManageInternal: boolean = yield select(selectPolicy(canManageInternalData));
  if (canManageInternal && state.udfSections.status === 'init') tasks.push(call(loadUdfSections));
  const inMySupplyChainShown: boolean = yield select(selectComponentVisible('inMySupplyChain'));
  if (inMySupplyChainShown || identity?.isSupplyChainOnly) tasks.push(call(requestOrgUnits));
  yield all(tasks);
  yield call(ensureSupplyChain);
}

/** Sizes, levels and custom fields come in the buyer's language: a newly picked one asks again for those held. */
function* onLanguagePicked() {
  const state: SearchFiltersState = yield select(selectFiltersState);
  const orgUnitId: number | null = yield select(selectSearchOrgUnitId);
  const searchType: SearchTypeId = yield select(selectSearchType);
  const language: Language = yield select(selectLanguage);
  const goalsView = searchType === SEARCH_TYPES.inMySupplyChain ? 'FSLevelFilterSC' : 'FSLevelFilter';
  yield all([
    call(reloadWhenLoaded<FiltersReference>, state.reference, () => fetchReference(orgUnitId), (data) => A.filtersLoaded({ data })),
    call(reloadWhenLoaded<GoalDto[]>, state.goals, () => getGoals(goalsView), (data) =>
      A.goalsLoaded({ data, requestId: state.goals.requestId })),
    call(reloadWhenLoaded<UdfSection[]>, state.udfSections, async () => (await getUdfSections(UDF_LANGUAGE_IDS[language])).items, (data) =>
      A.udfSectionsLoaded({ data })),
  ]);
}

export function* referenceSaga() {
  // takeEvery: several screens parts ask at mount; cancelling one would strand its load in 'loading'.
  yield takeEvery([A.filtersNeeded.type, A.filtersRetried.type], onFiltersNeeded);
  yield takeLatest(languagePicked.type, onLanguagePicked);
}
