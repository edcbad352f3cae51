import { all, call, fork, put, takeEvery, takeLeading } from 'redux-saga/effects';
import { failureOf } from '@/platform/auth/leaveIfNotAuthorised';
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
import { addFavourite, removeFavourite } from '@/services/supplyChain/favouritesService';
import { showToast } from '@/ui/toastQueue';
import { detailsPatched } from './detailsPatched';
import { profileActions as actions } from './profileActionsSlice';
import { supplierReference, suspendedUnits } from './resources';

/** Optimistic: the star changes at once; a failed call puts it back and says so (spec 02 §4). */
function* toggleFavourite({ payload }: ReturnType<typeof actions.favouriteToggled>) {
  const { supplierId, isFavourite, words } = payload;
  yield put(detailsPatched({ id: supplierId, patch: { isFavourite } }));
  try {
    yield call(isFavourite ? addFavourite : removeFavourite, supplierId);
    yield call(showToast, { title: isFavourite ? words.added : words.removed, tone: 'success' });
  } catch (caught) {
    yield call(failureOf, caught);
    yield put(detailsPatched({ id: supplierId, patch: { isFavourite: !isFavourite } }));
    yield call(showToast, { title: words.failure, tone: 'error' });
  }
}

function* saveReference({ payload }: ReturnType<typeof actions.referenceSaveRequested>) {
  const { supplierId, reference, mode, words } = payload;
  try {
    const outcome: SaveReferenceOutcome = yield call(trySaveSupplierReference, { entityId: supplierId, reference });
    if ('duplicateOf' in outcome) {
      yield put(actions.referenceSaveFailed({ duplicateOf: outcome.duplicateOf }));
      yield call(showToast, { title: words.duplicate.replace('{{name}}', outcome.duplicateOf), tone: 'error' });
      return;
    }
    yield put(detailsPatched({ id: supplierId, patch: { customerReferenceNumber: outcome.saved.reference } }));
    yield put(supplierReference.actions.requested({ key: supplierId, reload: true }));
    yield put(actions.referenceSaved());
    yield call(showToast, { title: mode === 'add' ? words.added : words.updated, tone: 'success' });
  } catch (caught) {
    // Spec 02 §8: other failures are silent and close the dialog.
    yield call(failureOf, caught);
    yield put(actions.referenceSaved());
  }
}

function* removeReference({ payload }: ReturnType<typeof actions.referenceRemoveRequested>) {
  const { supplierId, words } = payload;
  try {
    yield call(removeSupplierReference, supplierId);
    yield put(detailsPatched({ id: supplierId, patch: { customerReferenceNumber: null } }));
    yield call(showToast, { title: words.removed, tone: 'success' });
  } catch (caught) {
    yield call(failureOf, caught);
  }
  // Back to add mode with the reference reloaded (spec 02 §4), whatever the server said.
  yield put(supplierReference.actions.requested({ key: supplierId, reload: true }));
  yield put(actions.referenceSaved());
}

/** New units to the suspend call, released ones to the unsuspend call; either succeeding counts (spec 02 §4). */
function* saveSuspension({ payload }: ReturnType<typeof actions.suspensionSaveRequested>) {
  const { supplierId, suspend, release, suspendedAfter, words } = payload;
  let succeeded = false;
  let failed = false;
  if (suspend.length) {
    try {
      yield call(suspendSupplier, supplierId, suspend);
      succeeded = true;
    } catch (caught) {
      yield call(failureOf, caught);
      failed = true;
    }
  }
  if (release.length) {
    try {
      yield call(unsuspendSupplier, supplierId, release);
      succeeded = true;
    } catch (caught) {
      yield call(failureOf, caught);
      failed = true;
    }
  }
  if (failed) yield call(showToast, { title: words.failure, tone: 'error' });
  if (!succeeded) {
    yield put(actions.suspensionSaveFailed());
    return;
  }
  if (!failed) yield call(showToast, { title: words.success, tone: 'success' });
  yield put(detailsPatched({ id: supplierId, patch: { isSuspended: suspendedAfter > 0 } }));
  yield put(suspendedUnits.actions.requested({ key: supplierId, reload: true }));
  yield put(actions.suspensionSaved());
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
