import { canAddToSupplyChain } from '@/platform/auth/policies';
import { toApiError } from '@/platform/http';
import { defineMutation } from '@/platform/resource';
import { selectPolicy } from '@/platform/session';
import { addSuppliersToSegment, createSegment, getCustomStages, getDefaultSupplyChain } from './supplyChainService';
import { SEGMENT_LISTS } from './supplyChainResources';
import { DEFAULT_NEW_STAGE_ID } from './types';

/** What the buyer asked for: add to an existing segment, or create one and add to it. */
export type AddToSegmentRequest =
  | { mode: 'existing'; supplyChainId: number; segmentId: number; stageId: number }
  | {
      mode: 'new';
      name: string;
      segmentType: number;
      compliancePolicyId: number;
      stageName: string;
      isVisibleToSuppliers: boolean;
    };

export interface AddToSegmentArgs {
  request: AddToSegmentRequest;
  supplierIds: number[];
  /** For the toast: the one supplier's name (when one) and the segment's. */
  names: { supplier?: string; segment: string };
}

/** Added (with the ids that were members already), or a new segment's name refused as taken (HTTP 409 on create). */
export type AddToSegmentOutcome = { alreadyIn: number[] } | { nameTaken: true };

/** The add dialog is one at a time: its submit is tracked under one scope. */
export const ADD_TO_SEGMENT_SCOPE = { dialog: 'addToSegment' };

/** Success and error alerts stay 10 seconds (spec 01 §9). */
export const SEGMENT_TOAST_MS = 10_000;

/** Where the suppliers go: the chosen segment, or a new one created first in the default supply chain. */
async function resolveTarget(request: AddToSegmentRequest) {
  if (request.mode === 'existing') {
    return { supplyChainId: request.supplyChainId, segmentId: request.segmentId, stageId: request.stageId };
  }
  const chain = await getDefaultSupplyChain(); // the service retries a 403 once
  const created = await createSegment(chain.id, {
    name: request.name.trim(),
    compliancePolicyId: request.compliancePolicyId,
    segmentType: request.segmentType,
    isVisibleToSuppliers: request.isVisibleToSuppliers,
  });
  // The dialog offered stage names; the new segment has its own stage ids.
  const stages = await getCustomStages(created.id);
  const stageId = stages.find((s) => s.name === request.stageName)?.id ?? DEFAULT_NEW_STAGE_ID;
  return { supplyChainId: chain.id, segmentId: created.id, stageId };
}

async function addToSegmentRun({ request, supplierIds }: AddToSegmentArgs): Promise<AddToSegmentOutcome> {
  let target: Awaited<ReturnType<typeof resolveTarget>>;
  try {
    target = await resolveTarget(request);
  } catch (caught) {
    // A name taken is an answer for the name field (spec 01 §8), not a failure of the dialog.
    if (request.mode === 'new' && toApiError(caught).status === 409) return { nameTaken: true };
    throw caught;
  }
  const reply = await addSuppliersToSegment(target.supplyChainId, target.segmentId, {
    supplierIds,
    supplierCustomStageId: target.stageId,
    supplyChainId: target.supplyChainId,
  });
  return { alreadyIn: reply.alreadyInSegment ?? [] };
}

/**
 * Add suppliers to a segment (spec 01 §2), the one dialog's submit. The toast says whether they
 * were added, were all members already, or some of each: a buyer told "added" for a member already
 * there would think it moved.
 */
export const addToSegment = defineMutation({
  name: 'supplyChain/addToSegment',
  run: addToSegmentRun,
  scope: () => ADD_TO_SEGMENT_SCOPE,
  // The rule that shows the Add to supply chain action; a dispatch that gets past the UI is refused too.
  rule: selectPolicy(canAddToSupplyChain),
  // A segment created on the way is in its unit's lists from now on.
  invalidates: ({ request }, outcome) => (request.mode === 'new' && !('nameTaken' in outcome) ? [SEGMENT_LISTS] : []),
  toasts: {
    succeeded: ({ supplierIds, names }, outcome) => {
      if ('nameTaken' in outcome) return null;
      const already = supplierIds.filter((id) => outcome.alreadyIn.includes(id)).length;
      const one = supplierIds.length === 1;
      const values = { supplier: names.supplier ?? '', count: supplierIds.length, segment: names.segment };
      const toast = (key: string, tone: 'success' | 'info') => ({ title: { key: `segments:toast.${key}`, values }, tone, timeout: SEGMENT_TOAST_MS });
      if (already === 0) return toast(one ? 'addedOne' : 'addedMany', 'success');
      if (already === supplierIds.length) return toast(one ? 'alreadyInOne' : 'alreadyInMany', 'info');
      return toast('someAlreadyIn', 'success');
    },
  },
});
