import { apiPath } from '@/lib/pathSegment';
import { clientFor } from '@/platform/http';
import type { EmbedTokenResponse } from './issueReportTypes';

/**
 * GET {analytics}/powerbi/suppliertoken/{supplierId}: the risk radar's reports and their embed
 * tokens — the interactive report first, its paginated (printable) version second.
 */
export async function getRiskReportToken(supplierId: number, signal?: AbortSignal): Promise<EmbedTokenResponse> {
  const { data } = await clientFor('analytics').get<EmbedTokenResponse>(apiPath`/powerbi/suppliertoken/${supplierId}`, { signal });
  return data;
}
