import { apiPath } from '@/lib/pathSegment';
import { clientFor } from '@/platform/http';
import type { EmbedTokenResponse } from './issueReportTypes';

/** GET {analytics}/powerbi/supplierissuetoken/{supplierId}: the Issues tab's submissions-status report. */
export async function getIssueReportToken(supplierId: number, signal?: AbortSignal): Promise<EmbedTokenResponse> {
  const { data } = await clientFor('analytics').get<EmbedTokenResponse>(apiPath`/powerbi/supplierissuetoken/${supplierId}`, { signal });
  return data;
}
