import { clientFor } from '@/platform/http';
import type { RequirementExpiryRowDto } from './requirementExpiryTypes';

/**
 * The supplier's requirements with their expiry dates, for the expiry timeline:
 * GET {compliance}/{supplierId}/detailslist?includePrivateGoals=true → { items } (spec 03 §7).
 */
export async function getRequirementExpiries(supplierId: number, signal?: AbortSignal): Promise<RequirementExpiryRowDto[]> {
  const { data } = await clientFor('compliance').get<{ items: RequirementExpiryRowDto[] }>(`/${supplierId}/detailslist`, {
    params: { includePrivateGoals: true },
    signal,
  });
  return data.items ?? [];
}
