/**
 * Buyer connections and their requirements (spec 03 §3 "Buyer connection", "Requirement detail row",
 * "Compliance policy"; §7 supply chain, compliance and policy calls).
 */
import type { RequirementDetailRowDto } from './complianceDetailsTypes';

/**
 * GET {supplyChain}/connections/buyerconnections/{supplierId} item: a segment, project or other
 * grouping of the buyer's organisation the supplier belongs to (spec 03 §3 "Connection item variant").
 */
export interface ConnectionItemDto {
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

/**
 * Spec 03 §3 "Buyer connection": the same connection as the buyer sees it, with the buyer
 * organisation and the policy's name. The reply may carry either shape; the service fills one from
 * the other (connectionsService.toBuyerConnection), so the app always holds both.
 */
export interface BuyerConnectionFields {
  connectionId: number;
  connectionName: string;
  type: string;
  orgUnitName: string;
  /** The buyer organisation the connection belongs to. */
  organisation: string;
  goalId: number | null;
  /** The compliance policy's name; null when the connection has no policy. */
  policyName: string | null;
  isVerified: boolean;
  compliancePolicyId: number | null;
}

/** One connection with both of spec 03 §3's field sets. */
export type BuyerConnectionDto = ConnectionItemDto & BuyerConnectionFields;

/** The reply's item: the connection item variant, with the buyer connection's fields when the service sends them. */
export type BuyerConnectionReplyItem = ConnectionItemDto & Partial<BuyerConnectionFields>;

export interface BuyerConnectionsResponse {
  connections: BuyerConnectionReplyItem[];
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
