import { useCallback, useMemo } from 'react';
import { useDispatch } from 'react-redux';
import { useMutation, useResource } from '@/platform/resource';
import { saveSuspension, suspendedUnits } from '@/services/accountRecords/suspensionResources';
import { removeReference, saveReference, supplierReference } from '@/services/entityReferences/referenceResources';
import { supplierDetails } from '@/services/supplier/supplierResources';
import { setFavourite } from '@/services/supplyChain/favouritesResources';
import { myOrganisationUnits } from '@/services/admin/adminResources';
import { covidQuestionnaire } from '@/services/analytics/covidResources';
import { supplierCertificates } from '@/services/certificates/certificatesResources';
import { offPlatformCompany } from '@/services/companySearch/offPlatformResources';
import { organisationLogo } from '@/services/logo/logoResources';
import { publicProfile } from '@/services/publicProfile/publicProfileResources';
import { areasOfOperation, insurances } from '@/services/requirement/requirementResources';
import { profileActions as actions } from './profileActionsSlice';

/** A read by the supplier's id; nothing while the id is not known. */
const bySupplier = (supplierId: number | null | undefined) => (supplierId === null || supplierId === undefined ? null : { supplierId });

/**
 * The supplier's details for the profile being shown: `{status, data, error, retry}`. Asking for it
 * from several components (layout, header, a tab) loads it once.
 */
export const useSupplierDetails = (supplierId: number | null | undefined) => useResource(supplierDetails, bySupplier(supplierId));
export const useSupplierReference = (supplierId: number | null | undefined) => useResource(supplierReference, bySupplier(supplierId));
export const useSuspendedUnits = (supplierId: number | null | undefined) => useResource(suspendedUnits, bySupplier(supplierId));
export const useCertificates = (supplierId: number | null | undefined) => useResource(supplierCertificates, bySupplier(supplierId));
export const useAreasOfOperation = (supplierId: number | null | undefined) => useResource(areasOfOperation, bySupplier(supplierId));
export const useInsurances = (supplierId: number | null | undefined) => useResource(insurances, bySupplier(supplierId));
/** The print view's COVID-19 section, by the customer reference number it is found by. */
export const useCovidQuestionnaire = (reference: string | null | undefined) => useResource(covidQuestionnaire, reference ? { reference } : null);
export const useOffPlatformCompany = (sourceId: string | null | undefined) => useResource(offPlatformCompany, sourceId ? { sourceId } : null);
export const useOffPlatformPublicProfile = (sourceId: string | null | undefined) => useResource(publicProfile, sourceId ? { sourceId } : null);
export const useSupplierLogo = (orgAccountId: number | null | undefined) =>
  useResource(organisationLogo, orgAccountId === null || orgAccountId === undefined ? null : { orgAccountId });
/** The organisation units the buyer can access (the suspension lists show only these). */
export const useMyUnits = () => useResource(myOrganisationUnits, {});

/** Favourite on or off: sent at once, the star changes before the answer (reverted if it fails). */
export function useFavouriteToggle(supplierId: number) {
  return useMutation(setFavourite, useMemo(() => ({ supplierId }), [supplierId])).run;
}

/**
 * The reference dialog's save and remove, one at a time, and their outcome: `saving` while either
 * runs; `done` when the dialog closes (saved, removed, or a failure the spec keeps silent);
 * `duplicateOf` names the supplier that holds the reference typed (HTTP 409); `error` a refusal.
 */
export function useReferenceSave(supplierId: number) {
  const scope = useMemo(() => ({ supplierId }), [supplierId]);
  const saving = useMutation(saveReference, scope);
  const removing = useMutation(removeReference, scope);
  const current = removing.status !== 'idle' ? removing : saving;
  const duplicateOf = saving.status === 'succeeded' && saving.result && 'duplicateOf' in saving.result ? saving.result.duplicateOf : null;
  const { reset: resetSave, run: runSave } = saving;
  const { reset: resetRemove, run: runRemove } = removing;
  return {
    saving: current.status === 'pending',
    // Spec 02 §8: a failure other than a refusal closes the dialog silently.
    done: (current.status === 'succeeded' && !duplicateOf) || (current.status === 'failed' && current.error?.kind !== 'notPermitted'),
    duplicateOf,
    error: current.status === 'failed' ? current.error : null,
    save: useCallback((reference: string, mode: 'add' | 'edit') => runSave({ supplierId, reference, mode }), [runSave, supplierId]),
    remove: useCallback(() => runRemove({ supplierId }), [runRemove, supplierId]),
    reset: useCallback(() => {
      resetSave();
      resetRemove();
    }, [resetSave, resetRemove]),
  };
}

/** The suspension modal's save per supplier: `{ status, error, save, reset }`. */
export function useSuspensionSave(supplierId: number) {
  const { run, ...state } = useMutation(saveSuspension, useMemo(() => ({ supplierId }), [supplierId]));
  return { ...state, save: run };
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
