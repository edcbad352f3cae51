/** Supply chain host shapes (spec 01 §3 "Supply chain", "Segment"). */
import type { CustomStage } from '../admin/types';
import type { SegmentStageStatus } from '../search/types';

export type { CustomStage } from '../admin/types';

export interface SupplyChainDto {
  id: number;
  name: string;
  description: string;
  createdBy: string;
  /** The organisation unit's account id. */
  accountId: number;
  status: 'Active' | 'Closed';
}

/** Segment types 1 Segment … 8 Marketplace (spec 01 §3). */
export const SEGMENT_TYPES = {
  segment: 1,
  project: 2,
  building: 3,
  site: 4,
  asset: 5,
  dps: 6,
  framework: 7,
  marketplace: 8,
} as const;

export interface SegmentTypeDto {
  id: number;
  name: string;
  order: number;
  isDefault: boolean;
}

/** A segment (list grouping). */
export interface SegmentDto {
  id: number;
  name: string;
  title: string;
  supplyChainId: number;
  orgUnitAccountId: number;
  listGroupingTypeId: number;
  compliancePolicyId: number;
  goalName: string | null;
  isVisibleToSuppliers: boolean;
  currentStageId: number;
  labelTrue: string;
  labelFalse: string;
  permissions: { canAdd: boolean };
  memberCount: number;
}

/** GET supplyChain /ListGrouping reply. */
export interface ListGroupingResponse {
  items: SegmentDto[];
  totalCount: number;
}

export interface SegmentStageSummary extends CustomStage {
  memberCount: number;
  statuses: { name: SegmentStageStatus; memberCount: number }[];
}

/** GET supplyChain /supplychain/{supplyChainId}/Segments/{segmentId}. */
export interface SegmentDetailDto extends SegmentDto {
  customStages: SegmentStageSummary[];
  statuses: SegmentStageStatus[];
}

// ---- writes and segment configuration (spec 01 §3 "Segment", §7) -------------------------------

/** POST supplyChain /SupplyChain/{scId}/segment body. HTTP 409 means the name exists in that supply chain. */
export interface CreateSegmentRequest {
  name: string;
  compliancePolicyId: number;
  segmentType: number;
  isVisibleToSuppliers: boolean;
}

/** PUT supplyChain /supplyChain/{scId}/segments/{segId}/suppliers body. */
export interface AddSuppliersRequest {
  supplierIds: number[];
  supplierCustomStageId: number;
  /** Optional stage status (1 Approved, 2 Not Approved); the mock records Not Approved when absent. */
  segmentStatusId?: number;
  supplyChainId?: number;
}

export interface AddSuppliersResponse {
  isSuccess: true;
  addedCount: number;
  /** Entity ids that were members of the segment already (left as they were); absent when none. */
  alreadyInSegment?: number[];
}

/**
 * GET supplyChain /segments/{segmentId}/product?supplierEntityId (path defined here; the spec names
 * the call only): the membership product the segment requires and whether the supplier holds it.
 */
export interface SegmentProductDto {
  requiredProduct: { productId: number; isSuccess: boolean } | null;
}

/**
 * GET supplyChain /segment-config (path defined here). hiddenSegmentTypes: type ids never offered
 * when creating a segment. newSegmentStages: the stages every new segment starts with; the dialog
 * offers them by name and the real stage id is looked up by name once the segment exists.
 */
export interface SegmentConfigDto {
  hiddenSegmentTypes: number[];
  newSegmentStages: CustomStage[];
}

/** The stage id used when a new segment's stages do not include the chosen name (spec 01 §9). */
export const DEFAULT_NEW_STAGE_ID = 1;

/**
 * The longest segment name the supply chain service takes (counted as sent: trimmed). Spec 01 gives
 * none; 100 is the platform's other short-text bound (custom text fields, spec 01 §9). The form says
 * so as the buyer types, rather than the service refusing the name with a bare "Error Adding…".
 */
export const SEGMENT_NAME_MAX_LENGTH = 100;
