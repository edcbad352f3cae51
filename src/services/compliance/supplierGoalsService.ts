import { apiPath } from '@/lib/pathSegment';
import { clientFor } from '@/platform/http';
import type { SupplierGoalDto } from './types';

/**
 * GET {compliance}/suppliers/{id}/goals: the supplier's levels with status and requirement counts.
 * Spec 03 §7 says the goal fetches exist but not their path; this is the one the app uses.
 */
export async function getSupplierGoals(id: number, signal?: AbortSignal): Promise<SupplierGoalDto[]> {
  const { data } = await clientFor('compliance').get<SupplierGoalDto[]>(apiPath`/suppliers/${id}/goals`, { signal });
  return data;
}
