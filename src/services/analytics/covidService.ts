import { apiPath } from '@/lib/pathSegment';
import { clientFor } from '@/platform/http';
import type { CovidRequirementDto, CovidQuestionnaireDto } from './covidTypes';

/**
 * The supplier's COVID-19 questionnaire, found by the customer reference number (spec 03 §7, listed
 * with certificates and analytics: the analytics host).
 */
export async function getCovidQuestionnaire(customerReferenceNumber: string, signal?: AbortSignal): Promise<CovidRequirementDto[]> {
  const { data } = await clientFor('analytics').get<CovidQuestionnaireDto>(
    apiPath`/CovidQuestions/${customerReferenceNumber}`,
    { signal },
  );
  return data.covidRequirements ?? [];
}
