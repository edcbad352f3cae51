/** Supplier references held by the buyer (spec 01 §3, spec 02 §3). */
export interface SupplierByReference {
  name: string;
  entityId: number;
  reference: string;
}

/** GET entityReferences /entityreferences/suppliers/{reference}?page&itemsPerPage. */
export interface SuppliersByReferenceResponse {
  data: { items: SupplierByReference[]; totalCount: number };
}

/** GET /entityreferences/{entityId}; POST /entityreferences body. */
export interface SupplierReferenceDto {
  entityId: number;
  reference: string;
}

/** 409 body when the reference is already used by another supplier. */
export interface SupplierReferenceConflict {
  message: string;
  supplierName: string;
  validationIssues: { propertyName: string; propertyFailures: string[] }[];
}

export const SUPPLIER_REFERENCE_MAX_LENGTH = 35;
