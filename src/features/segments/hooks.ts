import { useCallback, useMemo } from 'react';
import { useStore } from 'react-redux';
import { useFlag } from '@/platform/session';
import type { SupplierRef } from '@/platform/slots';
import { argsKey, selectEntry, useMutation, useResource, type WithResources } from '@/platform/resource';
import { unitsForLoggedInUser } from '@/services/accountSearch/accountSearchResources';
import { hiddenProductIds } from '@/services/onboarding/onboardingResources';
import { compliancePolicies } from '@/services/policy/policyResources';
import { ADD_TO_SEGMENT_SCOPE, addToSegment, type AddToSegmentRequest } from '@/services/supplyChain/segmentsResources';
import {
  customStages, segmentConfig, segmentProduct, segmentTypes, unitSegmentList,
} from '@/services/supplyChain/supplyChainResources';
import type { SegmentDto } from '@/services/supplyChain/types';
import { creatableSegmentTypes, membershipShortfall } from './selectors';

/** Only segments the buyer may add to are offered. */
const addable = (segments: SegmentDto[]) => segments.filter((s) => s.permissions.canAdd);

/** Existing-segment mode's lists: the buyer's units, the chosen unit's segments and the chosen segment's stages. */
export function useExistingSegmentData(orgUnitId: number | null, segmentId: number | null) {
  const orgUnits = useResource(unitsForLoggedInUser, {});
  const unitSegments = useResource(unitSegmentList, orgUnitId === null ? null : { orgUnitId });
  const stages = useResource(customStages, segmentId === null ? null : { segmentId });
  const segmentsData = useMemo(() => (unitSegments.data ? addable(unitSegments.data) : null), [unitSegments.data]);
  return { orgUnits, segments: { ...unitSegments, data: segmentsData }, stages };
}

/** New-segment mode's lists: types (without segment-config's hidden ones), policies and the new segment's stages. */
export function useNewSegmentData() {
  const types = useResource(segmentTypes, {});
  const config = useResource(segmentConfig, {});
  const policies = useResource(compliancePolicies, {});
  const creatableTypes = useMemo(() => creatableSegmentTypes(types.data, config.data), [types.data, config.data]);
  return { types, config, policies, creatableTypes, newSegmentStages: config.data?.newSegmentStages ?? [] };
}

/**
 * The segment-product check runs only for exactly one supplier with the invite-from-profile flag on
 * (spec 01 §4); otherwise no supplier id is passed and no check is made.
 */
function useProductCheckSupplier(suppliers: SupplierRef[]): number | null {
  const flag = useFlag('isInviteFromSupplierProfileEnabled');
  return flag && suppliers.length === 1 ? suppliers[0].id : null;
}

/** Whether the one selected supplier lacks the membership the chosen segment requires (hidden products excepted). */
export function useMembershipShortfall(segmentId: number, suppliers: SupplierRef[]) {
  const supplierEntityId = useProductCheckSupplier(suppliers);
  const product = useResource(segmentProduct, supplierEntityId === null ? null : { segmentId, supplierEntityId });
  const hidden = useResource(hiddenProductIds, supplierEntityId === null ? null : {});
  return membershipShortfall(product, hidden.data);
}

/** The one add dialog's submit on the resource layer. */
const useAddToSegmentMutation = () => useMutation(addToSegment, ADD_TO_SEGMENT_SCOPE);

/** A name refused as taken is forgotten once the buyer edits it. */
export const useEditName = () => useAddToSegmentMutation().reset;

/**
 * The add request: submit, its state (init, loading, loaded when added, error), `nameTaken` (HTTP 409
 * on create, shown on the name field), and reset when the dialog closes or the mode changes.
 */
export function useAddToSegmentSubmit(suppliers: SupplierRef[]) {
  const { status, error, result, run, reset } = useAddToSegmentMutation();
  const nameTaken = status === 'succeeded' && !!result && 'nameTaken' in result;
  const supplierIds = useMemo(() => suppliers.map((s) => s.id), [suppliers]);
  const supplier = suppliers.length === 1 ? suppliers[0].name : undefined;
  return {
    status: nameTaken ? ('init' as const) : ({ idle: 'init', pending: 'loading', succeeded: 'loaded', failed: 'error' } as const)[status],
    error,
    nameTaken,
    isSaving: status === 'pending',
    submit: useCallback(
      (request: AddToSegmentRequest, segmentName: string) => run({ request, supplierIds, names: { supplier, segment: segmentName } }),
      [run, supplierIds, supplier],
    ),
    reset,
  };
}

/** A unit's segments as loaded for the fields (a submit names the segment by them); read when submitting. */
export function useLoadedSegments() {
  const store = useStore<WithResources>();
  return useCallback(
    (orgUnitId: number | null) => {
      if (orgUnitId === null) return null;
      const data = selectEntry(unitSegmentList.name, argsKey({ orgUnitId }))(store.getState()).data as SegmentDto[] | null;
      return data ? addable(data) : null;
    },
    [store],
  );
}
