// The certificate list and the compliance downloads both the profile and the compliance area use
// (spec 03 §2: "the same component"), below the features so neither imports the other.
export { CertificateList, DownloadAllCertificates, downloadableCertificates, type CertificateListProps } from './CertificateList';
export {
  CERTIFICATE_DEBOUNCE_MS, certificatesDownloadRequested, complianceStatementDownloadRequested, fileNameFor, watchComplianceDownloads,
  type CertificateFile, type DownloadOrigin,
} from './certificateDownloads';
