/** The compliance host's requirement rows and question rules (spec 03 §3, §7). Dates are ISO. */

/** Process status ids a row may carry (spec 03 §3: due to expire, expired, locked). */
export const PROCESS_STATUS = { dueToExpire: 1, expired: 2, locked: 3 } as const;

/**
 * A requirement row of a supplier's levels (spec 03 §3 "Requirement detail row"); the connection
 * and overview variants also carry requirementId, the maturity-aware flags and processStatuses.
 */
export interface RequirementDetailRowDto {
  requirementId?: number;
  requirementVersionId: number;
  requirementName: string;
  groupName: string;
  goalId: number;
  goalName: string;
  goalVersionId: number;
  goalDisplayOrder: number;
  goalReference: string;
  isRequirementCompliant: boolean;
  requirementStatusName: string;
  standardStatusName: string;
  isStandardCompliant: boolean;
  validFrom: string | null;
  expiryDate: string | null;
  lastModifiedDate: string | null;
  verifiedDate: string | null;
  requirementOrder: number;
  isRequirementAndMaturityCompliant?: boolean | null;
  requirementAndMaturityStatusName?: string | null;
  processStatuses?: number[];
  /** The level's target maturity and whether this requirement meets it (maturityIconEnabled). */
  targetMaturityLevel?: number | null;
}

export interface DetailsListResponse {
  items: RequirementDetailRowDto[];
}

/**
 * A question rule (spec 03 §3: rules with questionVersionId). Read here as a condition: the
 * question is asked only when the question `dependsOnQuestionVersionId` was answered `whenAnswer`.
 */
export interface QuestionRuleDto {
  questionVersionId: number;
  dependsOnQuestionVersionId: number;
  whenAnswer: string;
}

export interface QuestionRulesResponse {
  result: QuestionRuleDto[];
}
