import { all, call, fork, takeLeading } from 'redux-saga/effects';
import { failureOf } from '@/platform/auth/leaveIfNotAuthorised';
import { browser } from '@/platform/browser';
import { leaveForOnboarding } from '@/platform/onboarding';
import { watchComplianceDownloads } from '@/platform/certificates';
import { downloadComplianceStatement, getComplianceStatement } from '@/services/complianceStatement/complianceStatementService';
import type { ComplianceStatementFileDto } from '@/services/complianceStatement/types';
import { showToast } from '@/ui/toastQueue';
import { profileActions as actions } from './profileActionsSlice';

function* downloadStatement({ payload }: ReturnType<typeof actions.complianceStatementRequested>) {
  try {
    const file: ComplianceStatementFileDto = yield call(getComplianceStatement, payload.supplierId, payload.languageId);
    const blob: Blob = yield call(downloadComplianceStatement, file);
    yield call([browser, browser.saveFile], blob, file.fileName);
    // Texts go as i18n keys: the toast region translates them (issue 35 item 5).
    yield call(showToast, { title: { key: 'supplierProfile:complianceStatement.downloaded' }, tone: 'success' });
  } catch (caught) {
    yield call(failureOf, caught);
    yield call(showToast, { title: { key: 'supplierProfile:complianceStatement.failed' }, tone: 'error' });
  }
}

function* invite({ payload }: ReturnType<typeof actions.inviteRequested>) {
  yield call(leaveForOnboarding, payload);
}

export function* profileActionsSaga() {
  yield all([
    // Certificate downloads (debounced 2000 ms) live with the shared certificate list.
    fork(watchComplianceDownloads, 'profile'),
    takeLeading(actions.complianceStatementRequested.type, downloadStatement),
    takeLeading(actions.inviteRequested.type, invite),
  ]);
}
