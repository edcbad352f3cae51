import { apiPath } from '@/lib/pathSegment';
import { clientFor } from '@/platform/http';
import type { RequirementDto, RequirementResponse } from './requirementPageTypes';

/** GET {requirement host}/requirement/{requirementId}/entity/{supplierId}: the supplier's current answers (spec 03 §7). */
export async function getRequirement(requirementId: number, supplierId: number, signal?: AbortSignal): Promise<RequirementDto> {
  const { data } = await clientFor('requirement').get<RequirementResponse>(apiPath`/requirement/${requirementId}/entity/${supplierId}`, { signal });
  return data.requirement;
}

/**
 * GET {requirement host}/submission/{submissionId}/requirement/{requirementId}: one earlier submission,
 * read-only. Not under /requirement: the requirement client's base URL is the host, each path as spec 03 §7 writes it.
 */
export async function getSubmittedRequirement(submissionId: number, requirementId: number, signal?: AbortSignal): Promise<RequirementDto> {
  const { data } = await clientFor('requirement').get<RequirementResponse>(apiPath`/submission/${submissionId}/requirement/${requirementId}`, { signal });
  return data.requirement;
}
