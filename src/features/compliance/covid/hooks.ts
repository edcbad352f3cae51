import { useResource } from '@/platform/resource';
import { covidQuestionnaire } from '@/services/analytics/covidResources';

/** The COVID-19 questionnaire by the customer reference number (shared with the print view); null asks for nothing. */
export const useCovidQuestionnaire = (reference: string | null) => useResource(covidQuestionnaire, reference === null ? null : { reference });
