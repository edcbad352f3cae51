import { apiPath } from '@/lib/pathSegment';
import { clientFor } from '@/platform/http';
import type { RemindersQuery, RemindersResponse } from './types';

/** GET {reminders}/reminder/{id}?page&pageSize&sortType&sortBy, in the buyer's language (X-Language-Id). */
export async function getReminders(supplierId: number, query: RemindersQuery, signal?: AbortSignal): Promise<RemindersResponse> {
  const { languageId, ...params } = query;
  const { data } = await clientFor('reminders').get<RemindersResponse>(apiPath`/reminder/${supplierId}`, {
    params,
    headers: { 'X-Language-Id': String(languageId) },
    signal,
  });
  return data;
}
