/** GET {analytics}/CovidQuestions/{customerReferenceNumber} (spec 03 §3 "COVID questions"). */
export interface CovidQuestionDto {
  id: number;
  question: string;
  answer: string;
}

export interface CovidRequirementDto {
  id: number;
  name: string;
  /** ISO date-time of the supplier's answers. */
  responseDate: string | null;
  questions: CovidQuestionDto[];
}

export interface CovidQuestionnaireDto {
  covidRequirements: CovidRequirementDto[];
}
