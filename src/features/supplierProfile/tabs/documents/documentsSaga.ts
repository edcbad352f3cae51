import { call, takeEvery } from 'redux-saga/effects';
import { failureOf } from '@/platform/auth/leaveIfNotAuthorised';
import { downloadPublishedDocument, type DownloadedFile } from '@/services/documents';
import { DOCUMENT_TOAST_MS } from '@/services/documents/documentsResources';
import { showToast } from '@/ui/toastQueue';
import { documentActions as A } from './documentsSlice';
import { saveFile } from './saveFile';

function* download({ payload }: ReturnType<typeof A.downloadRequested>) {
  try {
    const file: DownloadedFile = yield call(downloadPublishedDocument, payload.id);
    yield call(saveFile, file.blob, file.fileName ?? payload.fileName);
    // Texts go as i18n keys: the toast region translates them (issue 35 item 5).
    yield call(showToast, { title: { key: 'profileDocuments:downloaded' }, tone: 'success' }, { timeout: DOCUMENT_TOAST_MS });
  } catch (caught) {
    yield call(failureOf, caught);
    yield call(showToast, { title: { key: 'profileDocuments:downloadFailed' }, tone: 'error' }, { timeout: DOCUMENT_TOAST_MS });
  }
}

export function* documentsSaga() {
  yield takeEvery(A.downloadRequested.type, download);
}
