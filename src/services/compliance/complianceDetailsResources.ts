import { defineResource } from '@/platform/resource';
import { getComplianceDetails, getRequirementQuestionRules } from './complianceDetailsService';

/** Every requirement row of a supplier's levels (detailslist): the levels' order and the expiry timeline. */
export const complianceDetails = defineResource({
  name: 'compliance/details',
  load: ({ supplierId }: { supplierId: number }, signal) => getComplianceDetails(supplierId, signal),
  transition: true,
});

/** A requirement's question rules (which questions are conditional), whichever supplier's answers are shown. */
export const requirementQuestionRules = defineResource({
  name: 'compliance/questionRules',
  load: ({ requirementId }: { requirementId: number }, signal) => getRequirementQuestionRules(requirementId, signal),
  transition: true,
});
