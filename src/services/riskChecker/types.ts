/** Risk print data (spec 02 §3): every section may be missing (null) for a given supplier. */

/**
 * The print data's sections in the printed order (spec 02 §3): the report draws one section from each, and the mock
 * data has a supplier lacking each. hseAndEaEvents reads two fields (hseHistories, eaEvents).
 */
export const RISK_PRINT_SECTIONS = [
  'companyWatchRiskScore',
  'auditedFinancials',
  'paymentPerformances',
  'submissionsAssessmentTypes',
  'submissions',
  'documentFilingEvents',
  'employmentTribunalData',
  'hseAndEaEvents',
  'riskScoreHistory',
] as const;
export type RiskPrintSectionId = (typeof RISK_PRINT_SECTIONS)[number];

export interface YearValueDto {
  year: number;
  value: number | null;
}

export interface RiskOrganisationDto {
  supplierName: string;
  companyHouseNumber: string | null;
  formedYear: number | null;
}

export interface AuditedFinancialDataDto {
  distressFlag: boolean;
  lateFilingFlag: boolean;
  companyHouseStatus: string | null;
  turnovers: YearValueDto[];
  pbts: YearValueDto[];
  fixedAssets: YearValueDto[];
  shortTermLiabilities: YearValueDto[];
  currentAssets: YearValueDto[];
  shareholdersFunds: YearValueDto[];
  longTermDebt: YearValueDto[];
  netWorth: YearValueDto[];
}

export interface CompanyWatchRiskScoreDto {
  clFinancialHealthScore: number | null;
  clFinancialHealthScoreLast3Months: number | null;
  oneYearProbabilityDistress: number | null;
  oneYearProbabilityDistressMovement3Months: number | null;
}

export interface SubmissionAssessmentTypeDto {
  assessmentType: string;
  count: number;
}

export interface PaymentPerformanceDto {
  entityId: number;
  startDate: string;
  endDate: string;
  averageTimeToPay: number | null;
  url: string | null;
}

export interface SubmissionDto {
  submissionDate: string;
  requirement: string;
  assessmentDate: string | null;
  status: string;
}

export interface DocumentFilingEventDto {
  eventDate: string;
  description: string;
}

export interface EmploymentTribunalDto {
  decisionDate: string;
  jurisdiction: string;
  outcome: string;
}

/** One HSE history entry or EA event. */
export interface RegulatorEventDto {
  date: string;
  type: string;
  description: string;
}

export interface RiskScoreHistoryDto {
  asOfDate: string;
  clFinancialHealthScore: number | null;
  pd: number | null;
}

export interface RiskPrintDataDto {
  organisation: RiskOrganisationDto | null;
  companyWatchAuditedFinancialData: AuditedFinancialDataDto | null;
  companyWatchRiskScore: CompanyWatchRiskScoreDto | null;
  submissionsAssessmentTypes: SubmissionAssessmentTypeDto[] | null;
  paymentPerformances: PaymentPerformanceDto[] | null;
  submissions: SubmissionDto[] | null;
  documentFilingEvents: DocumentFilingEventDto[] | null;
  employmentTribunalData: EmploymentTribunalDto[] | null;
  hseHistories: RegulatorEventDto[] | null;
  eaEvents: RegulatorEventDto[] | null;
  riskScoreHistories: RiskScoreHistoryDto[] | null;
}
