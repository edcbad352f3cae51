import { all, call, fork, select, takeLeading } from 'redux-saga/effects';
import { failureOf } from '@/platform/auth/leaveIfNotAuthorised';
import { canUseOnboarding } from '@/platform/auth/policies';
import { canDownloadComplianceStatement, canInviteFromProfile, type ProfilePolicy } from '@/platform/auth/profilePolicies';
import { browser } from '@/platform/browser';
import { leaveForOnboarding } from '@/platform/onboarding';
import { selectProfilePolicy } from '@/platform/session/profileSelectors';
import { watchComplianceDownloads } from '@/platform/certificates';
import { downloadComplianceStatement, getComplianceStatement } from '@/services/complianceStatement/complianceStatementService';
import type { ComplianceStatementFileDto } from '@/services/complianceStatement/types';
import { showToast } from '@/ui/toastQueue';
import { profileActions as actions } from './profileActionsSlice';

function* downloadStatement({ payload }: ReturnType<typeof actions.complianceStatementRequested>) {
  // The rule that shows the menu item (complianceReportEnabled and the community's setting, which the
  // statement's host cannot see): a request past the hidden item sends nothing, and says why.
  const allowed: boolean = yield select(selectProfilePolicy(canDownloadComplianceStatement));
  if (!allowed) {
    yield call(showToast, { title: { key: 'common:apiErrors.notPermitted' }, tone: 'error' });
    return;
  }
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

/**
 * Each of the profile's hand-offs asks the rule that shows its button (a request that gets past a
 * hidden button stays): the upgrade prompt needs onboarding:access (spec 02 §6), the limited
 * profile's invite canInviteFromProfile (spec 02 §2.15: not read-only, onboarding and supply chain).
 */
const handoffRule = (context: string): ProfilePolicy =>
  context === 'findSuppliersSearchResultsSupplierRowUpgrade' ? canUseOnboarding : canInviteFromProfile;

function* invite({ payload }: ReturnType<typeof actions.inviteRequested>) {
  const allowed: boolean = yield select(selectProfilePolicy(handoffRule(payload.context)));
  if (!allowed) return;
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
