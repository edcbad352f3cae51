import { all, call, put, select, takeEvery, takeLeading } from 'redux-saga/effects';
import {
  canAddInternalDocumentTag, canRemoveInternalDocuments, canUploadInternalDocument, isDocumentCreator,
} from '@/platform/auth/documentPolicies';
import type { Identity } from '@/platform/auth/identity';
import { failureOf } from '@/platform/auth/leaveIfNotAuthorised';
import { notPermittedError } from '@/platform/auth/notPermitted';
import type { ApiError } from '@/platform/http/ApiError';
import { selectIdentity } from '@/platform/session';
import { selectProfilePolicy } from '@/platform/session/profileSelectors';
import { downloadPublishedDocument, type DownloadedFile, removeInternalDocument, requestDocumentsZip, uploadInternalDocument } from '@/services/documents';
import { showToast } from '@/ui/toastQueue';
import { documentActions as A } from './documentsSlice';
import { saveFile } from './saveFile';
import { takeFile } from './heldFiles';

/** Remove and upload toasts last 3000 ms (spec 02 §8). */
export const DOCUMENT_TOAST_MS = 3000;

/** Upload needs upload-internal-document, and a new type (no tagId) add-internal-document-tag as well. */
function* mayUpload(newType: boolean) {
  const upload: boolean = yield select(selectProfilePolicy(canUploadInternalDocument));
  const addType: boolean = yield select(selectProfilePolicy(canAddInternalDocumentTag));
  return upload && (!newType || addType);
}

function* upload({ payload }: ReturnType<typeof A.uploadSubmitted>) {
  // The rules behind the Upload button and the new-type option: a dispatch that gets past them is refused too.
  const allowed: boolean = yield call(mayUpload, payload.request.tagId === null);
  if (!allowed) {
    takeFile(payload.fileTicket); // the modal still holds the file; the next try hands it over again
    yield put(A.uploadFailed({ error: notPermittedError() }));
    return;
  }
  try {
    const file = takeFile(payload.fileTicket);
    if (!file) throw new Error('The chosen file is no longer available');
    yield call(uploadInternalDocument, payload.request, file);
    yield put(A.uploadSucceeded({ supplierId: payload.request.organisationEntityId }));
    yield call(showToast, { title: payload.texts.success, tone: 'success' }, { timeout: DOCUMENT_TOAST_MS });
  } catch (caught) {
    const error: ApiError = yield call(failureOf, caught);
    yield put(A.uploadFailed({ error }));
  }
}

function* remove({ payload }: ReturnType<typeof A.removeConfirmed>) {
  // Remove is offered with remove-internal-document, and enabled for the buyer's own documents only.
  const allowed: boolean = yield select(selectProfilePolicy(canRemoveInternalDocuments));
  const identity: Identity | null = yield select(selectIdentity);
  if (!allowed || !isDocumentCreator(identity, payload.creator)) {
    yield put(A.removeFailed({ error: notPermittedError() }));
    return;
  }
  try {
    yield call(removeInternalDocument, payload.documentVersionId);
    yield put(A.removeSucceeded({ supplierId: payload.supplierId }));
    yield call(showToast, { title: payload.texts.success, tone: 'success' }, { timeout: DOCUMENT_TOAST_MS });
  } catch (caught) {
    const error: ApiError = yield call(failureOf, caught);
    yield put(A.removeFailed({ error }));
  }
}

function* download({ payload }: ReturnType<typeof A.downloadRequested>) {
  try {
    const file: DownloadedFile = yield call(downloadPublishedDocument, payload.id);
    yield call(saveFile, file.blob, file.fileName ?? payload.fileName);
    yield call(showToast, { title: payload.texts.success, tone: 'success' }, { timeout: DOCUMENT_TOAST_MS });
  } catch (caught) {
    yield call(failureOf, caught);
    yield call(showToast, { title: payload.texts.failure ?? '', tone: 'error' }, { timeout: DOCUMENT_TOAST_MS });
  }
}

function* zip({ payload }: ReturnType<typeof A.zipRequested>) {
  try {
    yield call(requestDocumentsZip, { organisationEntityId: payload.supplierId, ...(payload.tags.length ? { tags: payload.tags } : {}) });
    yield put(A.zipSucceeded());
  } catch (caught) {
    yield call(failureOf, caught);
    yield put(A.zipFailed());
    // Other alerts last 10 s (spec 02 §9): long enough to follow the link.
    yield call(showToast, { title: payload.texts.failure ?? '', tone: 'error', link: payload.texts.link }, { timeout: 10_000 });
  }
}

export function* documentsSaga() {
  yield all([
    takeLeading(A.uploadSubmitted.type, upload),
    takeLeading(A.removeConfirmed.type, remove),
    takeEvery(A.downloadRequested.type, download),
    takeLeading(A.zipRequested.type, zip),
  ]);
}
