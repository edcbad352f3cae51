import { canAddReference, canChangeReference, canOfferReference, canRemoveReference } from '@/platform/auth/profilePolicies';
import { isNotAuthorised } from '@/platform/auth/notAuthorised';
import { isNotPermitted, toApiError } from '@/platform/http';
import { argsKey, defineMutation, defineResource, selectEntry, tag, type ResourceEntry, type WithResources } from '@/platform/resource';
import { selectProfilePolicy } from '@/platform/session/profileSelectors';
import type { SessionState } from '@/platform/session';
import { getSupplierReference, removeSupplierReference, trySaveSupplierReference, type SaveReferenceOutcome } from './entityReferencesService';
import type { SupplierReferenceDto } from './types';

const referenceOf = (supplierId: number) => tag('supplierReference', supplierId);

/**
 * The buyer's reference for the supplier; null when none. A load failure clears it and is logged
 * (spec 02 §8 "load failure clears the reference (logged only)"), never swallowed silently; a 401
 * (and the not-authorised answer) still fails the load, so the resource's not-authorised rule sends
 * the buyer away as everywhere else (issue 37 item 12). The HTTP layer's 401 sign-out runs before.
 */
export const supplierReference = defineResource({
  name: 'entityReferences/supplierReference',
  load: ({ supplierId }: { supplierId: number }): Promise<SupplierReferenceDto | null> =>
    getSupplierReference(supplierId).catch((caught: unknown) => {
      const error = toApiError(caught);
      console.warn('Supplier reference failed to load', error);
      if (error.status === 401 || isNotAuthorised(error)) throw caught;
      return null;
    }),
  provides: ({ supplierId }) => [referenceOf(supplierId)],
});

type WithReferences = WithResources & { session: SessionState };

/**
 * Adding (no reference yet) needs add-reference, changing one edit-reference, as the server decides:
 * by the reference it holds (the one loaded for the dialog), the dialog's mode only when none is loaded.
 */
const mayUpdateReference = (supplierId: number, mode: 'add' | 'edit') => (state: WithReferences) => {
  const held = selectEntry(supplierReference.name, argsKey({ supplierId }))(state) as ResourceEntry<SupplierReferenceDto | null>;
  const changing = held.status === 'loaded' ? !!held.data?.reference : mode === 'edit';
  // The community's reference feature first: the menu offers neither item without it.
  return selectProfilePolicy(canOfferReference)(state) && selectProfilePolicy(changing ? canChangeReference : canAddReference)(state);
};

/**
 * Saves the buyer's reference (trimmed already). A reference another supplier holds (HTTP 409) is
 * an answer, not a failure: the result names the holder, nothing is reloaded and a toast says so;
 * the dialog stays open with an alert. Tracked per supplier, with removeReference (the one dialog).
 */
export const saveReference = defineMutation({
  name: 'entityReferences/saveReference',
  run: ({ supplierId, reference }: { supplierId: number; reference: string; mode: 'add' | 'edit' }): Promise<SaveReferenceOutcome> =>
    trySaveSupplierReference({ entityId: supplierId, reference }),
  scope: ({ supplierId }) => ({ supplierId }),
  ruleFor: ({ supplierId, mode }) => mayUpdateReference(supplierId, mode),
  invalidates: ({ supplierId }, outcome) => ('duplicateOf' in outcome ? [] : [referenceOf(supplierId)]),
  toasts: {
    succeeded: ({ mode }, outcome) =>
      'duplicateOf' in outcome
        ? { title: { key: 'supplierProfile:reference.duplicate', values: { name: outcome.duplicateOf } }, tone: 'error' }
        : { title: { key: mode === 'add' ? 'supplierProfile:reference.added' : 'supplierProfile:reference.updated' }, tone: 'success' },
  },
});

/**
 * Removes the buyer's reference. A refusal (notPermitted) fails and the dialog stays open saying so;
 * any other failure is silent (spec 02 §8) and, like a removal, reloads the reference and closes the
 * dialog back in add mode: `removed` says which.
 */
export const removeReference = defineMutation({
  name: 'entityReferences/removeReference',
  run: async ({ supplierId }: { supplierId: number }) => {
    try {
      await removeSupplierReference(supplierId);
      return { removed: true };
    } catch (caught) {
      const error = toApiError(caught);
      // Refused, or the not-authorised answer that sends the buyer away: a failure.
      if (isNotPermitted(error) || isNotAuthorised(error)) throw caught;
      return { removed: false };
    }
  },
  scope: ({ supplierId }) => ({ supplierId }),
  rule: (state: WithReferences) => selectProfilePolicy(canOfferReference)(state) && selectProfilePolicy(canRemoveReference)(state),
  invalidates: ({ supplierId }) => [referenceOf(supplierId)],
  toasts: {
    succeeded: (_args, { removed }) => (removed ? { title: { key: 'supplierProfile:reference.removed' }, tone: 'success' } : null),
  },
});
