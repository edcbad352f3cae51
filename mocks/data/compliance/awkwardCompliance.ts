/**
 * Suppliers whose work categories or COVID-19 answers are awkward on purpose (issue 16), by entity id.
 * The COVID ones hold a reference for the persona organisation (NB-000nn), since the questionnaire is
 * found by the customer reference number.
 */
export const AWKWARD_COMPLIANCE_IDS = {
  /** 500 work categories: the filter benchmark and paging. */
  manyWorkCategories: 100022,
  /** No work categories at all. */
  noWorkCategories: 100029,
  /** Has a reference but no COVID-19 answers (covidRequirements is empty). */
  noCovidAnswers: 100019,
  /** The COVID-19 call fails (HTTP 500). */
  covidFails: 100021,
  /** No reference for the persona organisation: the COVID-19 questionnaire cannot be looked up. */
  noReference: 100014,
} as const;
