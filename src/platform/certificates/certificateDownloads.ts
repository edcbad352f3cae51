import { createAction } from '@reduxjs/toolkit';
import { call, debounce, select, takeLeading } from 'redux-saga/effects';
import { failureOf } from '@/platform/auth/leaveIfNotAuthorised';
import { canDownloadCertificates, canDownloadComplianceStatement, type ProfilePolicy } from '@/platform/auth/profilePolicies';
import { selectProfilePolicy } from '@/platform/session/profileSelectors';
import { browser } from '@/platform/browser';
import { downloadCertificate } from '@/services/certificates/certificatesService';
import { downloadComplianceStatement, getComplianceStatement, type ComplianceStatementQuery } from '@/services/complianceStatement/complianceStatementService';
import type { ComplianceStatementFileDto } from '@/services/complianceStatement/types';
import { showToast } from '@/ui/toastQueue';

/** Spec 02 §9, spec 03 §9: certificate downloads are debounced 2000 ms. */
export const CERTIFICATE_DEBOUNCE_MS = 2000;

/**
 * Which screen asked: the profile menu's dialog and the compliance area each run their own watcher
 * (each feature's saga forks it with its own origin), so a click is downloaded once even when both
 * features are in the store.
 */
export type DownloadOrigin = 'profile' | 'compliance';

export interface CertificateFile {
  downloadUrl: string;
  fileName: string;
}

/** What the buyer is told, as i18n keys: only the toast region translates (issue 35 item 5). */
const TOASTS = {
  certificateFailed: { key: 'complianceDocuments:certificates.failed' },
  statementDownloaded: { key: 'complianceDocuments:documents.statementDownloaded' },
  statementFailed: { key: 'complianceDocuments:documents.statementFailed' },
  notPermitted: { key: 'common:apiErrors.notPermitted' },
};

export const certificatesDownloadRequested = createAction<{ origin: DownloadOrigin; files: CertificateFile[] }>(
  'certificates/downloadRequested',
);

export const complianceStatementDownloadRequested = createAction<{
  origin: DownloadOrigin;
  supplierId: number;
  languageId: number;
  query?: ComplianceStatementQuery;
  /** The saved file's name; the server's fileName when left out. */
  fileName?: string;
}>('certificates/complianceStatementRequested');

/**
 * Each download asks the rule that shows its control (the community's certificates and statement
 * settings, the complianceReportEnabled flag: nothing the files' hosts can see), so a request that gets
 * past a hidden control sends nothing and says "You don't have permission", as a server's refusal would.
 */
function* refused(policy: ProfilePolicy) {
  const allowed: boolean = yield select(selectProfilePolicy(policy));
  if (!allowed) yield call(showToast, { title: TOASTS.notPermitted, tone: 'error' });
  return !allowed;
}

function* downloadCertificates({ payload }: ReturnType<typeof certificatesDownloadRequested>) {
  if (yield* refused(canDownloadCertificates)) return;
  for (const file of payload.files) {
    try {
      const blob: Blob = yield call(downloadCertificate, file.downloadUrl);
      yield call([browser, browser.saveFile], blob, file.fileName);
    } catch (caught) {
      yield call(failureOf, caught);
      yield call(showToast, { title: TOASTS.certificateFailed, tone: 'error' });
      return;
    }
  }
}

function* downloadStatement({ payload }: ReturnType<typeof complianceStatementDownloadRequested>) {
  if (yield* refused(canDownloadComplianceStatement)) return;
  try {
    const file: ComplianceStatementFileDto = yield call(getComplianceStatement, payload.supplierId, payload.languageId, payload.query);
    const blob: Blob = yield call(downloadComplianceStatement, file);
    yield call([browser, browser.saveFile], blob, payload.fileName ?? file.fileName);
    yield call(showToast, { title: TOASTS.statementDownloaded, tone: 'success' });
  } catch (caught) {
    yield call(failureOf, caught);
    yield call(showToast, { title: TOASTS.statementFailed, tone: 'error' });
  }
}

/** The certificate and statement downloads asked for by one origin; a feature's saga forks this once. */
export function* watchComplianceDownloads(origin: DownloadOrigin) {
  yield debounce(
    CERTIFICATE_DEBOUNCE_MS,
    (action: { type: string; payload?: { origin?: DownloadOrigin } }) =>
      action.type === certificatesDownloadRequested.type && action.payload?.origin === origin,
    downloadCertificates,
  );
  yield takeLeading(
    (action: { type: string; payload?: { origin?: DownloadOrigin } }) =>
      action.type === complianceStatementDownloadRequested.type && action.payload?.origin === origin,
    downloadStatement,
  );
}

/** A file name made of the supplier's name, safe on every system: "Acme Ltd - Compliance statement.pdf". */
export const fileNameFor = (supplierName: string, document: string) =>
  // Control characters are refused by file systems too.
  // eslint-disable-next-line no-control-regex
  `${supplierName} - ${document}.pdf`.replace(/[\\/:*?"<>|\u0000-\u001f]+/g, '_');
