import { describe, expect, it } from 'vitest';
import { SUPPLIER_ENTITY_NOT_FOUND, associatedSupplierEntityId, sameSupplierOf } from './sameSupplier';

describe('same supplier (spec 03 §6)', () => {
  it('a supplier’s own user is the same supplier only on their own entity', () => {
    expect(sameSupplierOf({ accountType: 'supplier', supplierEntityId: 100010 }, 100010)).toEqual({ ok: true, sameSupplier: true });
    expect(sameSupplierOf({ accountType: 'supplier', supplierEntityId: 100010 }, 100011)).toEqual({ ok: true, sameSupplier: false });
  });

  it("a supplier’s user without the claim gets 'Could not find supplier entity id that user is associated with'", () => {
    expect(SUPPLIER_ENTITY_NOT_FOUND).toBe('Could not find supplier entity id that user is associated with');
    expect(sameSupplierOf({ accountType: 'supplier', supplierEntityId: null }, 100010)).toEqual({ ok: false, message: SUPPLIER_ENTITY_NOT_FOUND });
    expect(() => associatedSupplierEntityId({ supplierEntityId: undefined })).toThrow(SUPPLIER_ENTITY_NOT_FOUND);
    expect(associatedSupplierEntityId({ supplierEntityId: 7 })).toBe(7);
  });

  it('a buyer is never the same supplier and needs no claim', () => {
    expect(sameSupplierOf({ accountType: 'buyer', supplierEntityId: null }, 100010)).toEqual({ ok: true, sameSupplier: false });
    expect(sameSupplierOf({}, 100010)).toEqual({ ok: true, sameSupplier: false });
    expect(sameSupplierOf(null, 100010)).toEqual({ ok: true, sameSupplier: false });
  });
});
