import { createAction } from '@reduxjs/toolkit';
import { call, takeEvery } from 'redux-saga/effects';
import { browser } from '@/platform/browser';
import { failureOf } from '@/platform/auth/leaveIfNotAuthorised';
import { downloadRequirementFile } from '@/services/requirement/requirementFilesService';
import { showToast } from '@/ui';

/** The buyer asked for a file attached to an answer; `failure` is the toast's words if it cannot be had. */
export const requirementFileRequested = createAction<{ url: string; fileName: string; failure: string }>('compliance/requirementFile/downloadRequested');

function* download({ payload }: ReturnType<typeof requirementFileRequested>) {
  try {
    const blob: Blob = yield call(downloadRequirementFile, payload.url);
    yield call([browser, browser.saveFile], blob, payload.fileName);
  } catch (caught) {
    yield call(failureOf, caught);
    yield call(showToast, { title: payload.failure, tone: 'error' });
  }
}

export function* requirementFileSaga() {
  yield takeEvery(requirementFileRequested.type, download);
}
