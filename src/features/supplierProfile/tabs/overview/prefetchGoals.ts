import { call, put, takeEvery } from 'redux-saga/effects';
import { prefetchRequested, resourceActions } from '@/platform/resource';
import { APP_ROUTES, currentPathname, matchPath, SUPPLIER_ROUTES } from '@/platform/router';
import { supplierGoals } from '@/services/compliance/goalsResources';
import { supplierDetails } from '@/services/supplier/supplierResources';

/** The overview: the profile's default tab (the bare profile path) or its own path. */
const OVERVIEW = [APP_ROUTES.supplier, `${APP_ROUTES.supplier}/${SUPPLIER_ROUTES.overview}`];
const onOverview = (path: string) => OVERVIEW.some((pattern) => matchPath(pattern, path));

/**
 * On the overview, the first row is the compliance tiles: ask for the supplier's levels together
 * with its details, so the tiles wait neither for the details nor for the tab's chunk and texts (a
 * waterfall of about 150 ms measured by bench:profile-ui). A prefetch: once the tiles show a
 * failure, another ask for the details does not retry it behind the buyer's back. Only there: a deep link to any other page
 * asks for goals only if it shows them. A second ask joins the load already under way.
 */
export function* prefetchGoalsSaga() {
  let screenFetched = false;
  const asksForDetails = (action: unknown): action is ReturnType<typeof resourceActions.requested> =>
    resourceActions.requested.match(action as never) && (action as ReturnType<typeof resourceActions.requested>).payload.name === supplierDetails.name;
  yield takeEvery(asksForDetails, function* (action: ReturnType<typeof resourceActions.requested>) {
    const path: string | null = yield call(currentPathname);
    if (!path || !onOverview(path)) return;
    const args = { supplierId: (action.payload.args as { supplierId: number }).supplierId };
    yield put(prefetchRequested(supplierGoals, args));
    // The overview's own chunk (about 2 KB) too, while the details load: the route's lazy screen
    // then finds it fetched. Once per page; the browser dedupes the import anyway.
    if (!screenFetched) {
      screenFetched = true;
      void import('./OverviewScreen');
    }
  });
}
