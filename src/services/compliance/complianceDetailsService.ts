import { apiPath } from '@/lib/pathSegment';
import { clientFor } from '@/platform/http';
import type { DetailsListResponse, QuestionRuleDto, QuestionRulesResponse, RequirementDetailRowDto } from './complianceDetailsTypes';

/** GET {compliance}/{supplierId}/detailslist?includePrivateGoals=true: every requirement row of the supplier's levels. */
export async function getComplianceDetails(supplierId: number, signal?: AbortSignal): Promise<RequirementDetailRowDto[]> {
  const { data } = await clientFor('compliance').get<DetailsListResponse>(apiPath`/${supplierId}/detailslist`, {
    params: { includePrivateGoals: true },
    signal,
  });
  return data.items;
}

/** GET {compliance}/complianceRules/requirementQuestionRules/{requirementId}: which questions are conditional. */
export async function getRequirementQuestionRules(requirementId: number, signal?: AbortSignal): Promise<QuestionRuleDto[]> {
  const { data } = await clientFor('compliance').get<QuestionRulesResponse>(apiPath`/complianceRules/requirementQuestionRules/${requirementId}`, { signal });
  return data.result;
}
