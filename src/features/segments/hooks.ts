import { useCallback, useEffect, useMemo } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { newRequestId } from '@/platform/async';
import { useFlag, type SessionState } from '@/platform/session';
import type { SupplierRef } from '@/platform/slots';
import { useMutation } from '@/platform/resource';
import { ADD_TO_SEGMENT_SCOPE, addToSegment, type AddToSegmentRequest } from '@/services/supplyChain/segmentsResources';
import { segmentsActions as A, type SegmentsState } from './segmentsSlice';
import {
  selectCreatableSegmentTypes, selectMembershipShortfall, selectSegmentsState,
} from './selectors';

type State = { segments: SegmentsState; session: SessionState };

/** Reference data of the dialog; loads what it lacks when the dialog opens. */
export function useSegmentReferenceData(isOpen: boolean) {
  const dispatch = useDispatch();
  useEffect(() => {
    if (isOpen) dispatch(A.dialogOpened());
  }, [dispatch, isOpen]);
  const state = useSelector(selectSegmentsState);
  return {
    orgUnits: state.orgUnits,
    segments: state.segments,
    stages: state.stages,
    policies: state.policies,
    types: state.types,
    creatableTypes: useSelector((s: State) => selectCreatableSegmentTypes(s)),
    newSegmentStages: state.config.data?.newSegmentStages ?? [],
    config: state.config,
  };
}

/**
 * The segment-product check runs only for exactly one supplier with the invite-from-profile flag on
 * (spec 01 §4); otherwise no supplier id is passed and no check is made.
 */
function useProductCheckSupplier(suppliers: SupplierRef[]): number | null {
  const flag = useFlag('isInviteFromSupplierProfileEnabled');
  return flag && suppliers.length === 1 ? suppliers[0].id : null;
}

/** The one add dialog's submit on the resource layer. */
const useAddToSegmentMutation = () => useMutation(addToSegment, ADD_TO_SEGMENT_SCOPE);

export function useSegmentChoices(suppliers: SupplierRef[]) {
  const dispatch = useDispatch();
  const productSupplier = useProductCheckSupplier(suppliers);
  // A name refused as taken is forgotten once the buyer edits it.
  const { reset } = useAddToSegmentMutation();
  return useMemo(
    () => ({
      chooseOrgUnit: (orgUnitId: number) => dispatch(A.orgUnitChosen({ orgUnitId, requestId: newRequestId() })),
      chooseSegment: (segmentId: number) =>
        dispatch(A.segmentChosen({ segmentId, requestId: newRequestId(), supplierEntityId: productSupplier })),
      editName: reset,
    }),
    [dispatch, productSupplier, reset],
  );
}

export const useMembershipShortfall = () => useSelector((s: State) => selectMembershipShortfall(s));

/**
 * The add request: submit, its state (init, loading, loaded when added, error), `nameTaken` (HTTP 409
 * on create, shown on the name field), and reset when the dialog closes or the mode changes.
 */
export function useAddToSegmentSubmit(suppliers: SupplierRef[]) {
  const dispatch = useDispatch();
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
    reset: useCallback(() => {
      reset();
      dispatch(A.dialogReset());
    }, [dispatch, reset]),
  };
}

/** The unit's segments as loaded (the fields' hook asks for them): what a submit names the segment by. */
export function useLoadedSegments() {
  return useSelector(selectSegmentsState).segments.data;
}
