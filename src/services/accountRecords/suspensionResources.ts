import { canSendSuspension } from '@/platform/auth/profilePolicies';
import { isNotAuthorised } from '@/platform/auth/notAuthorised';
import { isNotPermitted, toApiError, type ApiError } from '@/platform/http';
import { defineMutation, defineResource, tag } from '@/platform/resource';
import { selectProfilePolicy } from '@/platform/session/profileSelectors';
import { supplierDetails, supplierDetailsTag } from '../supplier/supplierResources';
import { getSuspendedOrgUnits, suspendSupplier, unsuspendSupplier } from './accountRecordsService';

const suspendedUnitsOf = (supplierId: number) => tag('suspendedUnits', supplierId);

/** The organisation units in which the supplier is suspended. */
export const suspendedUnits = defineResource({
  name: 'accountRecords/suspendedUnits',
  load: ({ supplierId }: { supplierId: number }, signal) => getSuspendedOrgUnits(supplierId, signal),
  provides: ({ supplierId }) => [suspendedUnitsOf(supplierId)],
});

export interface SuspensionChange {
  supplierId: number;
  suspend: number[];
  release: number[];
  /** The buyer's units still suspended after the save: the supplier's isSuspended flag. */
  suspendedAfter: number;
  /** The units' names, for the toast that says which part of a half-saved change went through. */
  names: { suspended: string; released: string };
}

/** Which half went through when one call failed (issue 37 item 7); null when all of it did. */
export type SuspensionOutcome = { partly: null | 'suspendedNotReleased' | 'releasedNotSuspended' };

/**
 * New units to the suspend call, released ones to the unsuspend call; either succeeding counts
 * (spec 02 §4). Both failing fails with the refusal if there was one (the modal says it), else the
 * first failure (the spec's "Suspension Failed" toast).
 */
async function changeSuspension({ supplierId, suspend, release }: SuspensionChange): Promise<SuspensionOutcome> {
  const failures: unknown[] = [];
  const attempt = (request: () => Promise<unknown>) =>
    request().then(
      () => true,
      (caught: unknown) => {
        failures.push(caught);
        return false;
      },
    );
  const suspended = suspend.length ? await attempt(() => suspendSupplier(supplierId, suspend)) : false;
  const released = release.length ? await attempt(() => unsuspendSupplier(supplierId, release)) : false;
  const errors: ApiError[] = failures.map(toApiError);
  // The not-authorised answer sends the buyer away, whichever half it came from.
  const leaving = errors.findIndex(isNotAuthorised);
  if (leaving >= 0) throw failures[leaving];
  if (!suspended && !released) throw failures[Math.max(0, errors.findIndex(isNotPermitted))];
  if (!failures.length) return { partly: null };
  return { partly: suspended ? 'suspendedNotReleased' : 'releasedNotSuspended' };
}

/**
 * The suspension modal's save. All saved: the supplier's loaded details say isSuspended at once (a
 * patch, no reload). Half saved: the details are reloaded, so the Suspended flag shows the real
 * state. Either way the suspended units reload.
 */
export const saveSuspension = defineMutation({
  name: 'accountRecords/saveSuspension',
  run: changeSuspension,
  scope: ({ supplierId }) => ({ supplierId }),
  // The menu's and the modal's rules (shown, manage, then approve): a save that gets past them is refused too, the modal open.
  rule: selectProfilePolicy(canSendSuspension),
  patches: [
    {
      resource: supplierDetails,
      args: ({ supplierId }) => ({ supplierId }),
      update: (details, { suspendedAfter }, { partly }) => (partly ? undefined : { ...details, isSuspended: suspendedAfter > 0 }),
    },
  ],
  invalidates: ({ supplierId }, { partly }) => [suspendedUnitsOf(supplierId), ...(partly ? [supplierDetailsTag(supplierId)] : [])],
  toasts: {
    succeeded: ({ names }, { partly }) =>
      partly
        ? { title: { key: 'supplierProfile:suspension.partlySaved' }, description: { key: `supplierProfile:suspension.${partly}`, values: names }, tone: 'error' }
        : { title: { key: 'supplierProfile:suspension.saved' }, tone: 'success' },
    // Refused: the modal says so itself (with the buyer's choices kept), not the generic toast.
    failed: (_args, error) => (isNotPermitted(error) ? null : { title: { key: 'supplierProfile:suspension.failed' }, tone: 'error' }),
  },
});
