/**
 * One row of GET {compliance}/{supplierId}/detailslist?includePrivateGoals=true (spec 03 §3
 * "Requirement detail row"): only the fields the expiry timeline reads. The connection and
 * overview variants also carry requirementId; the plain one may not, so the timeline falls back
 * to requirementVersionId for the link.
 */
export interface RequirementExpiryRowDto {
  requirementVersionId: number;
  requirementId?: number | null;
  requirementName: string;
  goalId: number;
  goalName: string;
  isRequirementCompliant: boolean;
  requirementStatusName: string;
  /** ISO date or null. */
  expiryDate: string | null;
}
