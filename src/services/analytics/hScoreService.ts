import { apiPath } from '@/lib/pathSegment';
import { clientFor, HttpFailure } from '@/platform/http';
import type { HScoreSummaryDto } from './riskTypes';

/**
 * GET {analytics}/hscore/{supplierId}/summary. An answer of `isSuccess: false` (HTTP 200) means the
 * service holds no score for the company: a value the widget shows as "none available", not a
 * failure (the shared client rejects such payloads, so it is turned back into one here).
 */
export async function getHScoreSummary(supplierId: number, signal?: AbortSignal): Promise<HScoreSummaryDto> {
  try {
    const { data } = await clientFor('analytics').get<HScoreSummaryDto>(apiPath`/hscore/${supplierId}/summary`, { signal });
    return data;
  } catch (error) {
    if (error instanceof HttpFailure && error.status !== undefined && error.status < 300) {
      return { hScore: null, isSuccess: false, message: error.value.kind === 'server' ? error.value.message : null };
    }
    throw error;
  }
}
