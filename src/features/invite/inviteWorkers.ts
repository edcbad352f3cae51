import { all, call, put, select, takeEvery, takeLeading } from 'redux-saga/effects';
import { readResource } from '@/platform/resource';
import { browser } from '@/platform/browser';
import { BASENAME, href } from '@/platform/router';
import { inAppReturnPath } from '@/lib/safeReturnUrl';
import { myOrganisationUnits } from '@/services/admin/adminResources';
import type { OrganisationUnitDto } from '@/services/admin/types';
import { inviteActions as A, selectInvite, type InviteState } from './inviteSlice';

/**
 * The unit the hand-off names (or the only one: a buyer with one unit sees its label, not a
 * selector), then the hand-off's segment of that unit. Ids that are not the buyer's are ignored.
 * The units are the screen's entry on the layer (read, not fetched again); when they fail the
 * screen says so with Try again, which comes back here.
 */
function* chooseHandedOverTarget() {
  let units: OrganisationUnitDto[];
  try {
    units = yield* readResource(myOrganisationUnits, {});
  } catch {
    return;
  }
  const state: InviteState = yield select(selectInvite);
  const { handoff } = state;
  const unit = units.find((u) => u.accountId === handoff.orgUnitId) ?? (units.length === 1 ? units[0] : null);
  if (!unit) return;
  if (state.orgUnitId !== unit.accountId) yield put(A.orgUnitChosen({ orgUnitId: unit.accountId }));
  const segment = unit.segments.find((s) => s.id === handoff.segmentId);
  const { segmentId }: InviteState = yield select(selectInvite);
  if (segment && segmentId !== segment.id) yield put(A.segmentChosen({ segmentId: segment.id }));
}

/**
 * Back to the previous page; opened without one (a new tab), to the page the hand-off came from
 * when it is this app on this host (safeReturnUrl), otherwise to the landing page.
 */
function* goBack() {
  const { handoff }: InviteState = yield select(selectInvite);
  const here: string = yield call([browser, browser.currentHref]);
  const fallback = inAppReturnPath(handoff.backTo, BASENAME, here) ?? href.landing();
  yield call([browser, browser.back], fallback);
}

/** The feature's watchers; lazySaga (platform/async) runs them from this chunk and replays early actions. */
export function* watchInvite() {
  yield all([
    // takeLeading: an entry while one waits for the units (StrictMode's second mount) joins it.
    takeLeading([A.inviteScreenEntered.type, A.referencesRetried.type], chooseHandedOverTarget),
    takeEvery(A.goBackRequested.type, goBack),
  ]);
}
