/** GET {compliance statement api}/compliancestatement/detailed/{id}/{languageId}: the statement file's record. */
export interface ComplianceStatementFileDto {
  fileName: string;
  /** Carries an API version prefix ("/v1/…") that the download drops (spec 02 §7). */
  downloadUrl: string;
}
