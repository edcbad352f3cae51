import type { AsyncState } from '@/platform/async';
import { SEGMENT_TYPES, type SegmentConfigDto, type SegmentProductDto, type SegmentTypeDto } from '@/services/supplyChain/types';

/** Segment types a buyer may create: sorted by order, without segment-config's hidden ones. */
export function creatableSegmentTypes(types: SegmentTypeDto[] | null, config: SegmentConfigDto | null) {
  const hidden = new Set(config?.hiddenSegmentTypes ?? []);
  return [...(types ?? [])].filter((t) => !hidden.has(t.id)).sort((a, b) => a.order - b.order);
}

export const isDpsType = (segmentType: number | null | undefined) => segmentType === SEGMENT_TYPES.dps;

/** Whether the one selected supplier lacks the membership the chosen segment requires (hidden products excepted). */
export function membershipShortfall(product: AsyncState<SegmentProductDto>, hidden: number[] | null): 'none' | 'missing' | 'error' | 'pending' {
  if (product.status === 'error') return 'error';
  if (product.status !== 'loaded') return product.status === 'loading' ? 'pending' : 'none';
  const required = product.data?.requiredProduct;
  if (!required || required.isSuccess || (hidden ?? []).includes(required.productId)) return 'none';
  return 'missing';
}
