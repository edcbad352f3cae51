/**
 * What a buyer changed on a supplier's profile (favourite, suspensions), layered over what the
 * generated network starts with. Plain functions over mocks/db: no DOM, usable in any worker.
 */
import { getDb, getNetwork, referencesOf, allMembers, allSegments } from '../db';
import { profileOf, type SupplierProfileRecord } from '../data/profile/supplierProfile';
import { AWKWARD_PROFILE_IDS, AWKWARD_SUSPENDED_UNIT } from '../data/profile/awkwardProfiles';
import { PERSONA_ORG_ACCOUNT_ID } from '@/platform/auth/personas';

/** The profile of an existing supplier, or null (a 404 for the caller). */
export const supplierProfile = (entityId: number): SupplierProfileRecord | null => profileOf(getNetwork(), entityId);

/**
 * The supplier a path parameter names (already decoded once by msw): digits only, so "1e3", " 12"
 * or "0x10" name no supplier; null is a 404 for the caller.
 */
export const supplierOfParam = (raw: string): SupplierProfileRecord | null =>
  /^\d{1,15}$/.test(raw) ? supplierProfile(Number(raw)) : null;

/** The generated favourites: the persona organisation's users start with one. */
const generatedFavourite = (orgAccountId: number, entityId: number) =>
  orgAccountId === PERSONA_ORG_ACCOUNT_ID && entityId === AWKWARD_PROFILE_IDS.favourite;

export function isFavourite(userAccountId: number, orgAccountId: number, entityId: number): boolean {
  return getDb().favourites[userAccountId]?.[entityId] ?? generatedFavourite(orgAccountId, entityId);
}

/** Organisation units (of any buyer) the supplier is suspended in. */
export function suspendedUnitsOf(entityId: number): number[] {
  return getDb().suspensions[entityId] ?? (entityId === AWKWARD_PROFILE_IDS.suspended ? [AWKWARD_SUSPENDED_UNIT] : []);
}

/** Units of the buyer's organisation. */
export function unitsOfOrganisation(orgAccountId: number): number[] {
  return getNetwork().organisations.find((o) => o.accountId === orgAccountId)?.unitIds ?? [];
}

export const referenceOf = (orgAccountId: number, entityId: number): string | null =>
  referencesOf(orgAccountId)[entityId] ?? null;

/** Supply chains and segments of the buyer's organisation the supplier is in (active), plus closed ones. */
export function youAndSupplier(orgAccountId: number, profile: SupplierProfileRecord) {
  const units = new Set(unitsOfOrganisation(orgAccountId));
  const ownSegments = new Map(allSegments().filter((s) => units.has(s.orgUnitAccountId)).map((s) => [s.id, s]));
  const segmentIds = new Set(
    allMembers().filter((m) => m.entityId === profile.entityId && ownSegments.has(m.segmentId)).map((m) => m.segmentId),
  );
  const supplyChainIds = new Set([...segmentIds].map((id) => ownSegments.get(id)!.supplyChainId));
  return {
    supplyChains: { active: supplyChainIds.size, closed: profile.closedSupplyChains },
    segments: { active: segmentIds.size, closed: profile.closedSegments },
  };
}
