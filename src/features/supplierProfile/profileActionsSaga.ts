import { all, call, fork, put, select, takeEvery, takeLeading } from 'redux-saga/effects';
import type { AsyncState } from '@/platform/async';
import { failureOf } from '@/platform/auth/leaveIfNotAuthorised';
import { notPermittedError } from '@/platform/auth/notPermitted';
import { canAddReference, canChangeReference, canRemoveReference, canSuspendSupplier } from '@/platform/auth/profilePolicies';
import { isNotPermitted, type ApiError } from '@/platform/http';
import { selectProfilePolicy } from '@/platform/session/profileSelectors';
import { browser } from '@/platform/browser';
import { leaveForOnboarding } from '@/platform/onboarding';
import { suspendSupplier, unsuspendSupplier } from '@/services/accountRecords/accountRecordsService';
import { watchComplianceDownloads } from '@/platform/certificates';
import { downloadComplianceStatement, getComplianceStatement } from '@/services/complianceStatement/complianceStatementService';
import type { ComplianceStatementFileDto } from '@/services/complianceStatement/types';
import {
  removeSupplierReference,
  trySaveSupplierReference,
  type SaveReferenceOutcome,
} from '@/services/entityReferences/entityReferencesService';
import type { SupplierReferenceDto } from '@/services/entityReferences/types';
import { addFavourite, removeFavourite } from '@/services/supplyChain/favouritesService';
import { showToast } from '@/ui/toastQueue';
import { patchDetails } from './detailsPatched';
import { profileActions as actions } from './profileActionsSlice';
import { supplierReference, suspendedUnits } from './resources';
import { supplierDetails } from './supplierDetails';

/** Optimistic: the star changes at once; a failed call puts it back and says so (spec 02 §4). */
function* toggleFavourite({ payload }: ReturnType<typeof actions.favouriteToggled>) {
  const { supplierId, isFavourite, words } = payload;
  yield* patchDetails(supplierId, { isFavourite });
  try {
    yield call(isFavourite ? addFavourite : removeFavourite, supplierId);
    yield call(showToast, { title: isFavourite ? words.added : words.removed, tone: 'success' });
  } catch (caught) {
    const error: ApiError = yield call(failureOf, caught);
    yield* patchDetails(supplierId, { isFavourite: !isFavourite });
    // A refusal says so ("try again" would not help).
    yield call(showToast, { title: isNotPermitted(error) ? words.notPermitted : words.failure, tone: 'error' });
  }
}

/**
 * Adding (no reference yet) needs add-reference, changing one edit-reference, as the server decides:
 * by the reference it holds (the one loaded for the dialog), the dialog's mode only when none is loaded.
 */
function* mayUpdateReference(supplierId: number, mode: 'add' | 'edit') {
  const held: AsyncState<SupplierReferenceDto | null> = yield select(supplierReference.selectFor(supplierId));
  const changing = held.status === 'loaded' ? !!held.data?.reference : mode === 'edit';
  const allowed: boolean = yield select(selectProfilePolicy(changing ? canChangeReference : canAddReference));
  return allowed;
}

function* saveReference({ payload }: ReturnType<typeof actions.referenceSaveRequested>) {
  const { supplierId, reference, mode, words } = payload;
  // The dialog's rules: a save that gets past them is refused too, the dialog open with what was typed.
  const allowed: boolean = yield call(mayUpdateReference, supplierId, mode);
  if (!allowed) {
    yield put(actions.referenceSaveFailed({ duplicateOf: null, error: notPermittedError() }));
    return;
  }
  try {
    const outcome: SaveReferenceOutcome = yield call(trySaveSupplierReference, { entityId: supplierId, reference });
    if ('duplicateOf' in outcome) {
      yield put(actions.referenceSaveFailed({ duplicateOf: outcome.duplicateOf }));
      yield call(showToast, { title: words.duplicate.replace('{{name}}', outcome.duplicateOf), tone: 'error' });
      return;
    }
    yield put(supplierReference.actions.requested({ key: supplierId, reload: true }));
    yield put(actions.referenceSaved());
    yield call(showToast, { title: mode === 'add' ? words.added : words.updated, tone: 'success' });
  } catch (caught) {
    const error: ApiError = yield call(failureOf, caught);
    // A refusal keeps the dialog open saying so; spec 02 §8: other failures are silent and close it.
    if (isNotPermitted(error)) yield put(actions.referenceSaveFailed({ duplicateOf: null, error }));
    else yield put(actions.referenceSaved());
  }
}

function* removeReference({ payload }: ReturnType<typeof actions.referenceRemoveRequested>) {
  const { supplierId, words } = payload;
  const allowed: boolean = yield select(selectProfilePolicy(canRemoveReference));
  if (!allowed) {
    yield put(actions.referenceSaveFailed({ duplicateOf: null, error: notPermittedError() }));
    return;
  }
  try {
    yield call(removeSupplierReference, supplierId);
    yield call(showToast, { title: words.removed, tone: 'success' });
  } catch (caught) {
    const error: ApiError = yield call(failureOf, caught);
    if (isNotPermitted(error)) {
      // Refused: the reference is still there, and the dialog stays open saying why.
      yield put(actions.referenceSaveFailed({ duplicateOf: null, error }));
      return;
    }
  }
  // Back to add mode with the reference reloaded (spec 02 §4), whatever else the server said.
  yield put(supplierReference.actions.requested({ key: supplierId, reload: true }));
  yield put(actions.referenceSaved());
}

/** New units to the suspend call, released ones to the unsuspend call; either succeeding counts (spec 02 §4). */
function* saveSuspension({ payload }: ReturnType<typeof actions.suspensionSaveRequested>) {
  const { supplierId, suspend, release, suspendedAfter, words } = payload;
  // The modal's rules (manage, then approve): a save that gets past them is refused too, the modal open.
  const allowed: boolean = yield select(selectProfilePolicy(canSuspendSupplier));
  if (!allowed) {
    yield put(actions.suspensionSaveFailed({ error: notPermittedError() }));
    return;
  }
  const failures: ApiError[] = [];
  const suspended: boolean = suspend.length ? yield call(trySuspensionCall, () => suspendSupplier(supplierId, suspend), failures) : false;
  const released: boolean = release.length ? yield call(trySuspensionCall, () => unsuspendSupplier(supplierId, release), failures) : false;
  const succeeded = suspended || released;
  if (!succeeded) {
    // Refused by the server: the modal says so itself (with the buyer's choices kept), not the generic toast.
    const refusal = failures.find(isNotPermitted);
    if (!refusal) yield call(showToast, { title: words.failure, tone: 'error' });
    yield put(actions.suspensionSaveFailed(refusal ? { error: refusal } : undefined));
    return;
  }
  if (failures.length) {
    // One call went through and the other did not (issue 37 item 7): say which part was saved and
    // which was not, and show the supplier as the server now has it rather than as the buyer chose.
    const description = suspended ? words.suspendedNotReleased : words.releasedNotSuspended;
    yield call(showToast, { title: words.partlySaved, description, tone: 'error' });
    yield put(supplierDetails.actions.requested({ key: supplierId, reload: true }));
  } else {
    yield call(showToast, { title: words.success, tone: 'success' });
    yield* patchDetails(supplierId, { isSuspended: suspendedAfter > 0 });
  }
  yield put(suspendedUnits.actions.requested({ key: supplierId, reload: true }));
  yield put(actions.suspensionSaved());
}

/** One of the two suspension calls: true when it went through, its failure kept otherwise. */
function* trySuspensionCall(request: () => Promise<unknown>, failures: ApiError[]) {
  try {
    yield call(request);
    return true;
  } catch (caught) {
    const error: ApiError = yield call(failureOf, caught);
    failures.push(error);
    return false;
  }
}

function* downloadStatement({ payload }: ReturnType<typeof actions.complianceStatementRequested>) {
  try {
    const file: ComplianceStatementFileDto = yield call(getComplianceStatement, payload.supplierId, payload.languageId);
    const blob: Blob = yield call(downloadComplianceStatement, file);
    yield call([browser, browser.saveFile], blob, file.fileName);
    yield call(showToast, { title: payload.words.success, tone: 'success' });
  } catch (caught) {
    yield call(failureOf, caught);
    yield call(showToast, { title: payload.words.failure, tone: 'error' });
  }
}

function* invite({ payload }: ReturnType<typeof actions.inviteRequested>) {
  yield call(leaveForOnboarding, payload);
}

export function* profileActionsSaga() {
  yield all([
    takeEvery(actions.favouriteToggled.type, toggleFavourite),
    takeLeading(actions.referenceSaveRequested.type, saveReference),
    takeLeading(actions.referenceRemoveRequested.type, removeReference),
    takeLeading(actions.suspensionSaveRequested.type, saveSuspension),
    // Certificate downloads (debounced 2000 ms) live with the shared certificate list.
    fork(watchComplianceDownloads, 'profile'),
    takeLeading(actions.complianceStatementRequested.type, downloadStatement),
    takeLeading(actions.inviteRequested.type, invite),
  ]);
}
