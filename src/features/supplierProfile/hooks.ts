import { useCallback } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { createResourceHook } from '@/platform/async';
import { supplierDetails } from './supplierDetails';
import {
  MY_UNITS, areasOfOperation, certificates, covidQuestionnaire, insurances, myUnits, offPlatformCompany, offPlatformPublicProfile, supplierLogo, supplierReference, suspendedUnits,
} from './resources';
import {
  profileActions as actions,
  type ReferenceSaveRequest,
  type SuspensionSaveRequest,
} from './profileActionsSlice';
import type { ProfileRoot } from './profileRoot';

/**
 * The supplier's details for the profile being shown: `{status, data, error, retry}`. Asking for it
 * from several components (layout, header, a tab) loads it once.
 */
export const useSupplierDetails = createResourceHook(supplierDetails);
export const useSupplierReference = createResourceHook(supplierReference);
export const useSuspendedUnits = createResourceHook(suspendedUnits);
export const useCertificates = createResourceHook(certificates);
export const useAreasOfOperation = createResourceHook(areasOfOperation);
export const useInsurances = createResourceHook(insurances);
export const useCovidQuestionnaire = createResourceHook(covidQuestionnaire);
export const useOffPlatformCompany = createResourceHook(offPlatformCompany);
export const useOffPlatformPublicProfile = createResourceHook(offPlatformPublicProfile);
export const useSupplierLogo = createResourceHook(supplierLogo);
const useMyUnitsResource = createResourceHook(myUnits);
/** The organisation units the buyer can access (the suspension lists show only these). */
export const useMyUnits = () => useMyUnitsResource(MY_UNITS);

/** Favourite on or off: sent at once, the star changes before the answer (reverted if it fails). */
export function useFavouriteToggle() {
  const dispatch = useDispatch();
  return useCallback(
    (payload: Parameters<typeof actions.favouriteToggled>[0]) => {
      dispatch(actions.favouriteToggled(payload));
    },
    [dispatch],
  );
}

/** The reference dialog's save and remove, and their outcome. */
export function useReferenceSave() {
  const dispatch = useDispatch();
  const state = useSelector((root: ProfileRoot) => root.supplierProfile.actions.reference);
  const save = useCallback((request: ReferenceSaveRequest) => {
    dispatch(actions.referenceSaveRequested(request));
  }, [dispatch]);
  const remove = useCallback(
    (supplierId: number, words: { removed: string }) => {
      dispatch(actions.referenceRemoveRequested({ supplierId, words }));
    },
    [dispatch],
  );
  const reset = useCallback(() => {
    dispatch(actions.referenceDialogReset());
  }, [dispatch]);
  return { ...state, save, remove, reset };
}

export function useSuspensionSave() {
  const dispatch = useDispatch();
  const { status, error } = useSelector((root: ProfileRoot) => root.supplierProfile.actions.suspension);
  const save = useCallback((request: SuspensionSaveRequest) => {
    dispatch(actions.suspensionSaveRequested(request));
  }, [dispatch]);
  const reset = useCallback(() => {
    dispatch(actions.suspensionDialogReset());
  }, [dispatch]);
  return { status, error, save, reset };
}

export function useProfileDownloads() {
  const dispatch = useDispatch();
  const downloadComplianceStatement = useCallback(
    (payload: Parameters<typeof actions.complianceStatementRequested>[0]) => {
      dispatch(actions.complianceStatementRequested(payload));
    },
    [dispatch],
  );
  return { downloadComplianceStatement };
}

/** The limited profile's invite: to the onboarding invite page with the company's details. */
export function useInviteFromProfile() {
  const dispatch = useDispatch();
  return useCallback(
    (handoff: Parameters<typeof actions.inviteRequested>[0]) => {
      dispatch(actions.inviteRequested(handoff));
    },
    [dispatch],
  );
}
