import { createKeyedResource, createResourceHook } from '@/platform/async';
import { getRequirementQuestionRules } from '@/services/compliance/complianceDetailsService';
import type { QuestionRuleDto } from '@/services/compliance/complianceDetailsTypes';
import type { RequirementDto } from '@/services/requirement/requirementPageTypes';
import { getRequirement, getSubmittedRequirement } from '@/services/requirement/requirementPagesService';
import { getAssessmentFeedback } from '@/services/verifier/verifierService';
import type { AssessmentFeedbackDto } from '@/services/verifier/types';
import type { ComplianceRoot } from '../complianceRoot';

/**
 * Which requirement answers a page shows: the supplier's current ones, or one earlier submission.
 * Keys are strings so one resource holds both: `current:{supplierId}:{requirementId}` and
 * `submission:{submissionId}:{requirementId}`.
 */
export const currentRequirementKey = (supplierId: number, requirementId: number) => `current:${supplierId}:${requirementId}`;
export const submissionRequirementKey = (submissionId: number, requirementId: number) => `submission:${submissionId}:${requirementId}`;

function loadRequirement(key: string, signal: AbortSignal): Promise<RequirementDto> {
  const [kind, first, requirementId] = key.split(':');
  return kind === 'submission'
    ? getSubmittedRequirement(Number(first), Number(requirementId), signal)
    : getRequirement(Number(requirementId), Number(first), signal);
}

export const requirementAnswers = createKeyedResource<string, RequirementDto, ComplianceRoot>({
  name: 'compliance/requirement',
  load: loadRequirement,
});
export const useRequirementAnswers = createResourceHook(requirementAnswers);

/** The requirement's question rules, keyed by requirement id. */
export const questionRules = createKeyedResource<number, QuestionRuleDto[], ComplianceRoot>({
  name: 'compliance/questionRules',
  load: (requirementId, signal) => getRequirementQuestionRules(requirementId, signal),
});
export const useQuestionRules = createResourceHook(questionRules);

/** `{supplierId}:{requirementId}:{questionId}` → the assessor's feedback on that answer, or null. */
export const feedbackKey = (supplierId: number, requirementId: number, questionId: number) => `${supplierId}:${requirementId}:${questionId}`;

export const assessmentFeedback = createKeyedResource<string, AssessmentFeedbackDto | null, ComplianceRoot>({
  name: 'compliance/feedback',
  load: (key, signal) => {
    const [supplierId, requirementId, questionId] = key.split(':').map(Number);
    return getAssessmentFeedback(supplierId, requirementId, questionId, signal);
  },
});
export const useAssessmentFeedback = createResourceHook(assessmentFeedback);
