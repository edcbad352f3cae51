import { useCallback, useEffect, useMemo } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { newRequestId } from '@/platform/async';
import { useFlag, type SessionState } from '@/platform/session';
import type { SupplierRef } from '@/platform/slots';
import { segmentsActions as A, type AddOutcomeMessages, type AddToSegmentRequest, type SegmentsState } from './segmentsSlice';
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

export function useSegmentChoices(suppliers: SupplierRef[]) {
  const dispatch = useDispatch();
  const productSupplier = useProductCheckSupplier(suppliers);
  return useMemo(
    () => ({
      chooseOrgUnit: (orgUnitId: number) => dispatch(A.orgUnitChosen({ orgUnitId, requestId: newRequestId() })),
      chooseSegment: (segmentId: number) =>
        dispatch(A.segmentChosen({ segmentId, requestId: newRequestId(), supplierEntityId: productSupplier })),
      editName: () => dispatch(A.segmentNameEdited()),
    }),
    [dispatch, productSupplier],
  );
}

export const useMembershipShortfall = () => useSelector((s: State) => selectMembershipShortfall(s));

/** The add request: submit, its state, and reset when the dialog closes or the mode changes. */
export function useAddToSegmentSubmit(suppliers: SupplierRef[]) {
  const dispatch = useDispatch();
  const { submit, nameTaken } = useSelector(selectSegmentsState);
  const supplierIds = useMemo(() => suppliers.map((s) => s.id), [suppliers]);
  return {
    status: submit.status,
    error: submit.error,
    nameTaken,
    isSaving: submit.status === 'loading',
    submit: useCallback(
      (request: AddToSegmentRequest, messages: AddOutcomeMessages) =>
        dispatch(A.addToSegmentSubmitted({ request, supplierIds, messages })),
      [dispatch, supplierIds],
    ),
    reset: useCallback(() => dispatch(A.dialogReset()), [dispatch]),
  };
}

/** The unit's segments as loaded (the fields' hook asks for them): what a submit names the segment by. */
export function useLoadedSegments() {
  return useSelector(selectSegmentsState).segments.data;
}
