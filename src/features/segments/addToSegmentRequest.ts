import type { SegmentDto } from '@/services/supplyChain/types';
import { canConfirmNew, type AddToSegmentValues } from './addToSegment.schema';
import { isDpsType } from './selectors';
import type { AddToSegmentRequest } from '@/services/supplyChain/segmentsResources';

export type AddToSegmentMode = 'existing' | 'new';

/** The request the form's values make in a mode, with the segment's name for the toast; null when incomplete. */
export function toAddToSegmentRequest(
  mode: AddToSegmentMode,
  values: AddToSegmentValues,
  segments: SegmentDto[] | null | undefined,
): { request: AddToSegmentRequest; segmentName: string } | null {
  if (mode === 'existing') {
    const segment = segments?.find((s) => s.id === values.segmentId);
    if (!segment || values.stageId == null) return null;
    return {
      request: { mode: 'existing', supplyChainId: segment.supplyChainId, segmentId: segment.id, stageId: values.stageId },
      segmentName: segment.name,
    };
  }
  // A segment is created only with a policy id above 0 and a type (spec 01 §5).
  if (!canConfirmNew(values, false)) return null;
  const name = values.name.trim();
  return {
    request: {
      mode: 'new',
      name,
      segmentType: values.segmentType!,
      compliancePolicyId: values.compliancePolicyId!,
      stageName: values.stageName!,
      isVisibleToSuppliers: isDpsType(values.segmentType) || values.isVisibleToSuppliers,
    },
    segmentName: name,
  };
}
