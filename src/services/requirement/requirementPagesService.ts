import { apiPath } from '@/lib/pathSegment';
import { clientFor } from '@/platform/http';
import type { RequirementDto, RequirementResponse } from './requirementPageTypes';

/** GET {requirement}/{requirementId}/entity/{supplierId}: the supplier's current answers (spec 03 §7). */
export async function getRequirement(requirementId: number, supplierId: number, signal?: AbortSignal): Promise<RequirementDto> {
  const { data } = await clientFor('requirement').get<RequirementResponse>(apiPath`/${requirementId}/entity/${supplierId}`, { signal });
  return data.requirement;
}

/** GET {requirement}/submission/{submissionId}/requirement/{requirementId}: one earlier submission, read-only. */
export async function getSubmittedRequirement(submissionId: number, requirementId: number, signal?: AbortSignal): Promise<RequirementDto> {
  const { data } = await clientFor('requirement').get<RequirementResponse>(apiPath`/submission/${submissionId}/requirement/${requirementId}`, { signal });
  return data.requirement;
}
