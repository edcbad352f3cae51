import type { AreaOfOperationRecord } from './types';

/**
 * A requirement as the requirement service answers it for one supplier, or for one earlier
 * submission (spec 03 §3 "Requirement", §7). Answer shapes per question are not given by the spec:
 * `answerType` names how the answer is read (docs: the requirement page's question renderers).
 */

/** Severity of a status (spec 03 §3): Info 1, Warning 2, Critical 3. */
export const INFO_LEVEL = { info: 1, warning: 2, critical: 3 } as const;
export type InfoLevel = (typeof INFO_LEVEL)[keyof typeof INFO_LEVEL];

/** Question types (spec 03 §3): Question 1, HasVerifiedProductService 2, ProductServiceQuestion 3. */
export const QUESTION_TYPE = { question: 1, hasVerifiedProductService: 2, productServiceQuestion: 3 } as const;
export type QuestionTypeId = (typeof QUESTION_TYPE)[keyof typeof QUESTION_TYPE];

export interface StatusDto {
  id: number;
  name: string;
  infoLevel: InfoLevel;
}

export interface ProcessStatusDto {
  id: number;
  displayName: string;
  infoLevel: InfoLevel;
}

/** An assessment note (spec 03 §3 "Note"). Dates are ISO. */
export interface NoteDto {
  text: string;
  lastUpdatedBy: string;
  createdOn: string;
  lastUpdatedOn: string | null;
}

export interface VerificationDto {
  verificationDate: string | null;
  expiryDate: string | null;
  lastSubmissionDate: string | null;
  verifierName: string | null;
  submissionNote: NoteDto | null;
  isComplianceApplicable: boolean;
  complianceStatus: StatusDto | null;
  processStatus: ProcessStatusDto | null;
}

/** The detail records an answer can point at; each has a read-only page under the requirement. */
export type RecordKind =
  | 'insurance'
  | 'relatedCompany'
  | 'branchOffice'
  | 'director'
  | 'tradeProfessional'
  | 'ssipCertificate'
  | 'licenceAccreditation'
  | 'trade';

export interface RecordRefDto {
  kind: RecordKind;
  id: number;
  /** What the answer shows for the record (an insurer and type, a company name …). */
  label: string;
}

export interface FileAnswerDto {
  fileName: string;
  /** Where the file downloads from (on the requirement host). */
  url: string;
}

export interface TableAnswerDto {
  columns: string[];
  rows: string[][];
}

export interface ProductServiceDto {
  id: number;
  name: string;
  isVerified: boolean;
}

/** One answer shape per `answerType`. */
export type AnswerDto =
  | { answerType: 'text'; answer: string | null }
  | { answerType: 'date'; answer: string | null }
  | { answerType: 'yesNo'; answer: boolean | null }
  | { answerType: 'number'; answer: number | null }
  | { answerType: 'file'; answer: FileAnswerDto[] }
  | { answerType: 'list'; answer: string[] }
  | { answerType: 'table'; answer: TableAnswerDto | null }
  | { answerType: 'records'; answer: RecordRefDto[] }
  | { answerType: 'productService'; answer: ProductServiceDto[] }
  /** Requirement 24: the profile reads these too (services/requirement/types AreaOfOperationRecord). */
  | { answerType: 'areasOfOperation'; answer: AreaOfOperationRecord[] };

export type AnswerType = AnswerDto['answerType'];

export type QuestionDto = AnswerDto & {
  id: number;
  versionId: number;
  questionTypeId: QuestionTypeId;
  question: string;
  /** Optional guidance under the question. */
  description: string | null;
};

export interface RequirementDto {
  id: number;
  name: string;
  description: string | null;
  standardName: string;
  versionId: number;
  /** 2: a work-category requirement (the page shows the work-category info line). */
  typeId: number;
  isHistoryVisible: boolean;
  topLevelOrganisationName: string;
  goalOwnerTopLevelOrganisationName: string;
  questions: QuestionDto[];
  /** Missing when the requirement was never assessed. */
  verification: VerificationDto | null;
  /** Only on a historical submission: who submitted it and when (the banner). */
  submittedByDisplayName?: string | null;
  dateSubmitted?: string | null;
}

/** Requirement type 2 marks a work-category requirement. */
export const WORK_CATEGORY_REQUIREMENT_TYPE = 2;

export interface RequirementResponse {
  requirement: RequirementDto;
}
