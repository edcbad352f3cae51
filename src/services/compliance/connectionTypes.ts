/**
 * Buyer connections and their requirements (spec 03 §3 "Buyer connection", "Requirement detail row",
 * "Compliance policy"; §7 supply chain, compliance and policy calls).
 */
import type { RequirementDetailRowDto } from './complianceDetailsTypes';

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

export { PROCESS_STATUS } from './complianceDetailsTypes';

/**
 * GET {compliance}/{supplierId}/connection-detailslist item: a requirement detail row in its
 * connection variant (spec 03 §3), which always carries requirementId, the maturity-aware flag
 * (null when the requirement has no maturity target: the plain flag decides) and processStatuses.
 */
export interface ConnectionRequirementRowDto extends RequirementDetailRowDto {
  requirementId: number;
  isRequirementAndMaturityCompliant: boolean | null;
  requirementAndMaturityStatusName: string | null;
  processStatuses: number[];
}

export interface ConnectionDetailsListResponse {
  items: ConnectionRequirementRowDto[];
}
