import type { Identity } from './identity';

/** Spec 03 §6, §8: the words when a supplier's own user carries no associated supplier entity id. */
export const SUPPLIER_ENTITY_NOT_FOUND = 'Could not find supplier entity id that user is associated with';

/** The signed-in user's associated supplier entity id (the application claim); throws the spec's error when there is none. */
export function associatedSupplierEntityId(identity: Pick<Identity, 'supplierEntityId'> | null | undefined): number {
  const id = identity?.supplierEntityId;
  if (typeof id !== 'number' || !Number.isSafeInteger(id) || id <= 0) throw new Error(SUPPLIER_ENTITY_NOT_FOUND);
  return id;
}

export type SameSupplier = { ok: true; sameSupplier: boolean } | { ok: false; message: typeof SUPPLIER_ENTITY_NOT_FOUND };

/**
 * Whether the viewer is the viewed supplier's own user (spec 03 §6). A buyer never is (their
 * identity needs no supplier entity id); a supplier's own user needs the claim, else the spec's error.
 */
export function sameSupplierOf(identity: Pick<Identity, 'accountType' | 'supplierEntityId'> | null | undefined, supplierId: number): SameSupplier {
  if (identity?.accountType !== 'supplier') return { ok: true, sameSupplier: false };
  try {
    return { ok: true, sameSupplier: associatedSupplierEntityId(identity) === supplierId };
  } catch {
    return { ok: false, message: SUPPLIER_ENTITY_NOT_FOUND };
  }
}
