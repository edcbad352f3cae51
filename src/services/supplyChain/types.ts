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
