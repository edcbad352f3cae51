/** The verifier host's answers (spec 03 §3, §7). Dates are ISO. */

/** Feedback an assessor left on one question's answer. */
export interface AssessmentFeedbackDto {
  feedback: string;
  assessedBy: string | null;
  assessedOn: string | null;
  /** 1 info, 2 warning, 3 critical. */
  infoLevel: number;
}

export interface SubmissionAssessmentDto {
  assessedDate: string | null;
  verifierDisplayName: string | null;
  statusDisplayName: string | null;
}

/** One earlier submission of a requirement (spec 03 §3 "Submission history item"). */
export interface SubmissionHistoryItemDto {
  submissionID: number;
  dateSubmitted: string | null;
  validFromDate: string | null;
  expiryDate: string | null;
  submittedByDisplayName: string | null;
  requirementVersionId: number;
  isWithdrawn: boolean;
  note: { text: string; lastUpdatedBy: string; createdOn: string; lastUpdatedOn: string | null } | null;
  assessed: SubmissionAssessmentDto | null;
}

export interface RequirementHistoryResponse {
  history: SubmissionHistoryItemDto[];
}
