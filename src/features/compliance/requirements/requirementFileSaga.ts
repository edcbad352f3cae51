import { createAction } from '@reduxjs/toolkit';
import { call, select, takeEvery } from 'redux-saga/effects';
import { browser } from '@/platform/browser';
import { canViewAnswers } from '@/platform/auth/connectionPolicies';
import { failureOf } from '@/platform/auth/leaveIfNotAuthorised';
import { selectProfilePolicy } from '@/platform/session/profileSelectors';
import { downloadRequirementFile } from '@/services/requirement/requirementFilesService';
import { showToast } from '@/ui';

/** The buyer asked for a file attached to an answer. */
export const requirementFileRequested = createAction<{ url: string; fileName: string }>('compliance/requirementFile/downloadRequested');

function* download({ payload }: ReturnType<typeof requirementFileRequested>) {
  // The requirement page that lists the file asks its path's answers rule; a request past it fetches nothing.
  const allowed: boolean = yield select(selectProfilePolicy(canViewAnswers));
  if (!allowed) {
    yield call(showToast, { title: { key: 'common:apiErrors.notPermitted' }, tone: 'error' });
    return;
  }
  try {
    const blob: Blob = yield call(downloadRequirementFile, payload.url);
    yield call([browser, browser.saveFile], blob, payload.fileName);
  } catch (caught) {
    yield call(failureOf, caught);
    // An i18n key and values: only the toast region translates (issue 35 item 5).
    yield call(showToast, { title: { key: 'compliance:answer.downloadFailed', values: { name: payload.fileName } }, tone: 'error' });
  }
}

export function* requirementFileSaga() {
  yield takeEvery(requirementFileRequested.type, download);
}
