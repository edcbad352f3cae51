import { apiPath, relativeServicePath } from '@/lib/pathSegment';
import { clientFor } from '@/platform/http';
import type { ComplianceStatementFileDto } from './types';

export interface ComplianceStatementQuery {
  goalId?: number;
  compliancePolicyId?: number;
}

/** Language ids of the platform (spec 02 §9 default language en). */
export const LANGUAGE_IDS = { en: 1, fr: 2, es: 3, nl: 4 } as const;

export async function getComplianceStatement(
  supplierId: number,
  languageId: number,
  query: ComplianceStatementQuery = {},
): Promise<ComplianceStatementFileDto> {
  const { data } = await clientFor('complianceStatement').get<ComplianceStatementFileDto>(
    apiPath`/compliancestatement/detailed/${supplierId}/${languageId}`,
    { params: query },
  );
  return data;
}

/** The download address: the file's downloadUrl without its version prefix ("/v1/files/x" → "/files/x"). */
export const withoutVersionPrefix = (downloadUrl: string) => downloadUrl.replace(/^\/?v\d+(?=\/)/i, '');

/** Sent with the bearer token: the downloadUrl is accepted only as a path on the statement's own host. */
export async function downloadComplianceStatement(file: ComplianceStatementFileDto): Promise<Blob> {
  const path = withoutVersionPrefix(relativeServicePath(file.downloadUrl));
  const response = await clientFor('complianceStatement').get<ArrayBuffer>(path, {
    responseType: 'arraybuffer',
  });
  return new Blob([response.data], { type: String(response.headers['content-type'] ?? 'application/pdf') });
}
