import { canViewComplianceAnswers, canViewConnectionAnswers } from '@/platform/auth/connectionPolicies';
import type { ProfilePolicy } from '@/platform/auth/profilePolicies';

/**
 * The rule a detail page asks, the same as the requirement page it sits under (spec 03 §6):
 * answers reached from the connections path need view-connection-answers, the others
 * view-compliance-answers.
 */
export function detailPolicyFor(buyerConnection: boolean): ProfilePolicy {
  return buyerConnection ? canViewConnectionAnswers : canViewComplianceAnswers;
}
