import { defineResource } from '@/platform/resource';
import { getCovidQuestionnaire } from './covidService';

/**
 * The COVID-19 questionnaire, found by the supplier's customer reference number: one entry, read by
 * the profile's print view and the compliance area's questionnaire page alike.
 */
export const covidQuestionnaire = defineResource({
  name: 'analytics/covidQuestionnaire',
  load: ({ reference }: { reference: string }, signal) => getCovidQuestionnaire(reference, signal),
});
