import { NotBuiltYetHere } from '../NotBuiltYetHere';

/** /compliance/covid-19: the supplier's COVID-19 questionnaire (spec 03 §3, §8). Issue 16. */
export function CovidQuestionnaireScreen() {
  return <NotBuiltYetHere screen="covid" />;
}
