import { put, takeEvery } from 'redux-saga/effects';
import { supplierDetails } from '../../supplierDetails';
import { supplierGoals } from './goalsResource';

/**
 * The overview is the profile's default tab and its first row is the compliance tiles: ask for the
 * supplier's levels together with its details, so the tiles wait neither for the details nor for
 * the tab's chunk and texts (a waterfall of about 150 ms measured by bench:profile-ui). The goals
 * saga joins a load already under way, so a second ask costs nothing.
 */
export function* prefetchGoalsSaga() {
  let screenFetched = false;
  yield takeEvery(supplierDetails.actions.requested, function* ({ payload }: ReturnType<typeof supplierDetails.actions.requested>) {
    yield put(supplierGoals.actions.requested({ key: payload.key }));
    // The overview's own chunk (about 2 KB) too, while the details load: the route's lazy screen
    // then finds it fetched. Once per page; the browser dedupes the import anyway.
    if (!screenFetched) {
      screenFetched = true;
      void import('./OverviewScreen');
    }
  });
}
