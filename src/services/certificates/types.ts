/** GET {certificates}/organisations/{id}/certificates (spec 02 §3 "Certificate"). */
export interface CertificateDto {
  name: string;
  isCompliant: boolean;
  goalReference: string;
  status: 'Verified' | 'Not Verified';
  /** ISO date, or null when the certificate does not expire. */
  expiryDate: string | null;
  /** Where the file is fetched from (absolute, or relative to the certificates host). */
  downloadUrl: string;
}
