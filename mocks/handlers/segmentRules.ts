import type { SegmentConfigDto } from '@/services/supplyChain/types';
import type { Segment } from '../data/model';

/**
 * The stage template of a new segment. Template ids start at 1 (the spec's default new stage
 * id); the created segment's own stages get fresh ids, which the app looks up by name.
 */
export const NEW_SEGMENT_STAGES = [
  { id: 1, name: 'Invited' },
  { id: 2, name: 'Pre-qualification' },
  { id: 3, name: 'Approved supplier' },
];

/** The longest segment name the supply chain service takes: the app's form checks the same bound. */
export { SEGMENT_NAME_MAX_LENGTH } from '@/services/supplyChain/types';

/** Shared profile (9) and island marketplace (10) are platform-managed, so buyers never create them. */
export const SEGMENT_CONFIG: SegmentConfigDto = { hiddenSegmentTypes: [9, 10], newSegmentStages: NEW_SEGMENT_STAGES };

/** Membership products: segments whose policy asks for a membership level require product 900 + policy id. */
export function productRequiredBy(segment: Segment): number | null {
  return segment.goalName ? 900 + segment.compliancePolicyId : null;
}

/** Deterministic: roughly two suppliers in three already hold the product. */
export const supplierHoldsProduct = (entityId: number, productId: number) => (entityId + productId) % 3 !== 0;
