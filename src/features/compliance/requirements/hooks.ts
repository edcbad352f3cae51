import { useResource } from '@/platform/resource';
import { requirementQuestionRules } from '@/services/compliance/complianceDetailsResources';
import { currentRequirement, submittedRequirement } from '@/services/requirement/requirementPagesResources';
import { assessmentFeedback } from '@/services/verifier/verifierResources';

/**
 * Which answers a requirement page shows: one earlier submission when it names one, the supplier's
 * current answers otherwise; a past page without a submission asks for nothing.
 */
export type AnswersOf =
  | { kind: 'current'; supplierId: number; requirementId: number }
  | { kind: 'submission'; submissionId: number; requirementId: number }
  | null;

export function useRequirementAnswers(of: AnswersOf) {
  const current = useResource(currentRequirement, of?.kind === 'current' ? { supplierId: of.supplierId, requirementId: of.requirementId } : null);
  const submitted = useResource(submittedRequirement, of?.kind === 'submission' ? { submissionId: of.submissionId, requirementId: of.requirementId } : null);
  return of?.kind === 'submission' ? submitted : current;
}

/** The requirement's question rules. */
export const useQuestionRules = (requirementId: number) => useResource(requirementQuestionRules, { requirementId });

/** The assessor's feedback on one answer, or null. */
export const useAssessmentFeedback = (supplierId: number, requirementId: number, questionId: number) =>
  useResource(assessmentFeedback, { supplierId, requirementId, questionId });
