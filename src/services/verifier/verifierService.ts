import { apiPath } from '@/lib/pathSegment';
import { clientFor } from '@/platform/http';
import type { AssessmentFeedbackDto, RequirementHistoryResponse, SubmissionHistoryItemDto } from './types';

/**
 * GET {verifier}/assessment/{supplierId}/requirement/{requirementId}/question/{questionId}: the
 * assessor's feedback on one answer. An error status gives null (spec 03 §3, §7), never a failure:
 * the page shows the answer without feedback.
 */
export async function getAssessmentFeedback(
  supplierId: number, requirementId: number, questionId: number, signal?: AbortSignal,
): Promise<AssessmentFeedbackDto | null> {
  try {
    const { data } = await clientFor('verifier').get<AssessmentFeedbackDto | null>(
      apiPath`/assessment/${supplierId}/requirement/${requirementId}/question/${questionId}`, { signal },
    );
    return data ?? null;
  } catch (error) {
    if (signal?.aborted) throw error;
    return null;
  }
}

/** GET {verifier}/organisations/{id}/requirements/{requirementId}/history: every submission of a requirement. */
export async function getRequirementHistory(supplierId: number, requirementId: number, signal?: AbortSignal): Promise<SubmissionHistoryItemDto[]> {
  const { data } = await clientFor('verifier').get<RequirementHistoryResponse>(apiPath`/organisations/${supplierId}/requirements/${requirementId}/history`, { signal });
  return data.history;
}
