import { createKeyedResource, createResourceHook } from '@/platform/async';
import { getCovidQuestionnaire } from '@/services/analytics/covidService';
import type { CovidRequirementDto } from '@/services/analytics/covidTypes';
import type { ComplianceRoot } from '../complianceRoot';

/** The COVID-19 questionnaire, keyed by the customer reference number it is found by. */
export const complianceCovid = createKeyedResource<string, CovidRequirementDto[], ComplianceRoot>({
  name: 'compliance/covid',
  load: (reference, signal) => getCovidQuestionnaire(reference, signal),
});

export const useCovidQuestionnaire = createResourceHook(complianceCovid);
