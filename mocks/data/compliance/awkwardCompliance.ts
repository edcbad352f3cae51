/**
 * Suppliers whose work categories or COVID-19 answers are awkward on purpose (issue 16), by entity id.
 * The questionnaire is found by the supplier's customer reference number (CRN-{id}, mocks/data/profile/customerReference.ts).
 */
export const AWKWARD_COMPLIANCE_IDS = {
  /** 500 work categories: the filter benchmark and paging. */
  manyWorkCategories: 100022,
  /** No work categories at all. */
  noWorkCategories: 100029,
  /** Has a customer reference number but no COVID-19 answers (covidRequirements is empty). */
  noCovidAnswers: 100019,
  /** The COVID-19 call fails (HTTP 500). */
  covidFails: 100021,
  /** No customer reference number: the COVID-19 questionnaire cannot be looked up. */
  noReference: 100014,
} as const;
