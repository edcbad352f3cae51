import { createSelector } from '@reduxjs/toolkit';
import type { SessionState } from '@/platform/session';
import { SEGMENT_TYPES } from '@/services/supplyChain/types';
import type { SegmentsState } from './segmentsSlice';

type State = { segments: SegmentsState; session: SessionState };

export const selectSegmentsState = (s: State) => s.segments;

/** Segment types a buyer may create: sorted by order, without segment-config's hidden ones. */
export const selectCreatableSegmentTypes = createSelector(
  [(s: State) => s.segments.types.data, (s: State) => s.segments.config.data],
  (types, config) => {
    const hidden = new Set(config?.hiddenSegmentTypes ?? []);
    return [...(types ?? [])].filter((t) => !hidden.has(t.id)).sort((a, b) => a.order - b.order);
  },
);

export const isDpsType = (segmentType: number | null | undefined) => segmentType === SEGMENT_TYPES.dps;

/** Whether the one selected supplier lacks the membership the chosen segment requires (hidden products excepted). */
export const selectMembershipShortfall = createSelector(
  [(s: State) => s.segments.product, (s: State) => s.segments.hiddenProductIds.data],
  (product, hidden): 'none' | 'missing' | 'error' | 'pending' => {
    if (product.status === 'error') return 'error';
    if (product.status !== 'loaded') return product.status === 'loading' ? 'pending' : 'none';
    const required = product.data?.requiredProduct;
    if (!required || required.isSuccess || (hidden ?? []).includes(required.productId)) return 'none';
    return 'missing';
  },
);
