import { put, select, takeEvery, takeLatest } from 'redux-saga/effects';
import { argsKey, readResource, resourceActions, type ResourceDefinition } from '@/platform/resource';
import { myOrganisationUnits } from '@/services/admin/adminResources';
import type { OrganisationUnitDto } from '@/services/admin/types';
import { SEARCH_TYPES, type SearchTypeId } from '@/services/search/types';
import { defaultSupplyChain, segmentDetail, unitSegmentList } from '@/services/supplyChain/supplyChainResources';
import { searchSessionLoaded } from '../../contract';
import { filtersActions as A } from '../filtersSlice';
import { selectSearchOrgUnitId, selectSearchType } from '../filtersSelectors';
import { selectSegmentDetailArgs, selectSupplyChainArgs } from '../readSelectors';

/** Asks the layer for an entry: it loads when init, error or stale (or always, with `reload`), else joins. */
const request = <Args>(resource: ResourceDefinition<Args, unknown>, args: Args, reload = false) =>
  put(resourceActions.requested({ name: resource.name, key: argsKey(args), args, reload }));

/**
 * The buyer's units: the one entry the invite screen and the profile read too (a reply with
 * isSuccess false is a failure with its message, spec 01 §8). Asked for when init or failed; the
 * unit picker and its failure alert read the entry (SearchTypeChoice).
 */
export function* requestOrgUnits() {
  yield request(myOrganisationUnits, {});
}

/** The units once loaded, or null when they failed (the alert says so). */
function* orgUnitsOnceLoaded() {
  try {
    const units: OrganisationUnitDto[] = yield* readResource(myOrganisationUnits, {});
    return units;
  } catch {
    return null;
  }
}

/**
 * A supply-chain search needs its unit chosen and that unit's supply chain (asked for when init or
 * failed; the groups read the entry, and its segments once it is there).
 */
export function* ensureSupplyChain() {
  const searchType: SearchTypeId = yield select(selectSearchType);
  if (searchType !== SEARCH_TYPES.inMySupplyChain) return;
  const orgUnitId: number | null = yield select(selectSearchOrgUnitId);
  if (orgUnitId === null) {
    const units: OrganisationUnitDto[] | null = yield* orgUnitsOnceLoaded();
    const first = units?.[0];
    if (first) yield put(A.orgUnitChosen({ orgUnitId: first.accountId }));
    return;
  }
  yield* requestSupplyChain();
}

/**
 * The chosen unit's supply chain, when a supply-chain search has one (a loaded session's, say),
 * then its segments once it is there (the groups read both entries).
 */
function* requestSupplyChain() {
  const args: { orgUnitId: number } | null = yield select(selectSupplyChainArgs);
  if (!args) return;
  yield request(defaultSupplyChain, args);
  try {
    yield* readResource(defaultSupplyChain, args);
  } catch {
    return; // The groups and the unit choice say why.
  }
  yield request(unitSegmentList, args);
}

function* onSearchTypeChosen(action: ReturnType<typeof A.searchTypeChosen>) {
  if (action.payload.searchType !== SEARCH_TYPES.inMySupplyChain) return;
  yield* requestOrgUnits();
  // Choosing in-my-supply-chain also selects an organisation unit and loads its supply chain.
  yield* ensureSupplyChain();
}

/** The stage dialog's segment detail is read afresh each time it opens (it resets on close, spec 01 §4). */
function* onStageDialogOpened() {
  const args: { supplyChainId: number; segmentId: number; orgUnitId: number } | null = yield select(selectSegmentDetailArgs);
  if (args) yield request(segmentDetail, args, true);
}

export function* supplyChainSaga() {
  yield takeLatest(A.searchTypeChosen.type, onSearchTypeChosen);
  yield takeLatest([A.orgUnitChosen.type, searchSessionLoaded.type], requestSupplyChain);
  yield takeEvery(A.stageDialogOpened.type, onStageDialogOpened);
}
