import { defineResource } from '@/platform/resource';
import { getAssessmentFeedback, getRequirementHistory } from './verifierService';

/**
 * The assessor's feedback on one answer, or null. The requirement page asks for a question's
 * feedback once the question comes into view, so each question is its own entry.
 */
export const assessmentFeedback = defineResource({
  name: 'verifier/assessmentFeedback',
  load: ({ supplierId, requirementId, questionId }: { supplierId: number; requirementId: number; questionId: number }, signal) =>
    getAssessmentFeedback(supplierId, requirementId, questionId, signal),
  transition: true,
});

/** Every earlier submission of one requirement by one supplier (the history modal). */
export const requirementHistory = defineResource({
  name: 'verifier/requirementHistory',
  load: ({ supplierId, requirementId }: { supplierId: number; requirementId: number }, signal) =>
    getRequirementHistory(supplierId, requirementId, signal),
  transition: true,
});
