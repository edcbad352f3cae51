import { clientFor } from '@/platform/http';
import type { HScoreSummaryDto } from './riskTypes';

/** GET {analytics}/hscore/{supplierId}/summary. */
export async function getHScoreSummary(supplierId: number, signal?: AbortSignal): Promise<HScoreSummaryDto> {
  const { data } = await clientFor('analytics').get<HScoreSummaryDto>(`/hscore/${supplierId}/summary`, { signal });
  return data;
}
