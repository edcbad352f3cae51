/**
 * Buyer connections and their requirements (spec 03 §3 "Buyer connection", "Requirement detail row",
 * "Compliance policy"; §7 supply chain, compliance and policy calls).
 */

/**
 * GET {supplyChain}/connections/buyerconnections/{supplierId} item: a segment, project or other
 * grouping of the buyer's organisation the supplier belongs to (spec 03 §3 "Connection item variant").
 */
export interface BuyerConnectionDto {
  groupingId: number;
  groupingName: string;
  /** As the platform names it, e.g. "Segment", "Project", "Shared profile"; the label key is derived from it. */
  groupingType: string;
  orgUnitName: string;
  /** The supply chain (or other container) the grouping sits in. */
  containerName: string;
  isVerified: boolean;
  goalId: number | null;
  compliancePolicyId: number | null;
}

export interface BuyerConnectionsResponse {
  connections: BuyerConnectionDto[];
}

/** processStatuses ids on a connection requirement row (spec 03 §3: due to expire, expired, locked). */
export const PROCESS_STATUS = { dueToExpire: 1, expired: 2, locked: 3 } as const;

/**
 * GET {compliance}/{supplierId}/connection-detailslist item: a requirement detail row in its
 * connection variant (spec 03 §3).
 */
export interface ConnectionRequirementRowDto {
  requirementId: number;
  requirementVersionId: number;
  requirementName: string;
  /** The standard (group) the requirement belongs to, e.g. "Health and safety". */
  groupName: string;
  goalId: number | null;
  goalName: string | null;
  isRequirementCompliant: boolean;
  requirementStatusName: string;
  /** The maturity-aware flag: null when the requirement has no maturity target (then isRequirementCompliant rules). */
  isRequirementAndMaturityCompliant: boolean | null;
  requirementAndMaturityStatusName: string | null;
  /** ISO dates, or null. */
  validFrom: string | null;
  expiryDate: string | null;
  processStatuses: number[];
  requirementOrder: number;
}

export interface ConnectionDetailsListResponse {
  items: ConnectionRequirementRowDto[];
}
