import { apiPath } from '@/lib/pathSegment';
import { clientFor } from '@/platform/http';
import type { SupplierReferenceConflict, SupplierReferenceDto, SuppliersByReferenceResponse } from './types';

export async function findSuppliersByReference(
  reference: string,
  page = 1,
  itemsPerPage = 30,
  signal?: AbortSignal,
): Promise<SuppliersByReferenceResponse> {
  const { data } = await clientFor('entityReferences').get<SuppliersByReferenceResponse>(
    apiPath`/entityreferences/suppliers/${reference}`,
    { params: { page, itemsPerPage }, signal },
  );
  return data;
}

/** Resolves null when the buyer holds no reference for the supplier (404). */
export async function getSupplierReference(entityId: number): Promise<SupplierReferenceDto | null> {
  const { data } = await clientFor('entityReferences').get<SupplierReferenceDto | null>(apiPath`/entityreferences/${entityId}`, {
    allowEmptyBody: true,
  });
  return data || null;
}

/** Creates or replaces the reference (the spec does not show an update method; POST does both). */
export async function saveSupplierReference(body: SupplierReferenceDto): Promise<SupplierReferenceDto> {
  const { data } = await clientFor('entityReferences').post<SupplierReferenceDto>('/entityreferences', body);
  return data;
}

export async function removeSupplierReference(entityId: number): Promise<void> {
  await clientFor('entityReferences').delete(apiPath`/entityreferences/${entityId}`, { allowEmptyBody: true });
}

/** A save's outcome: saved, or refused because another supplier holds the reference (HTTP 409). */
export type SaveReferenceOutcome = { saved: SupplierReferenceDto } | { duplicateOf: string };

/** Like saveSupplierReference, but a 409 is an answer (naming the holder), not a failure. */
export async function trySaveSupplierReference(body: SupplierReferenceDto): Promise<SaveReferenceOutcome> {
  const response = await clientFor('entityReferences').post<SupplierReferenceDto | SupplierReferenceConflict>('/entityreferences', body, {
    validateStatus: (status) => (status >= 200 && status < 300) || status === 409,
  });
  if (response.status === 409) return { duplicateOf: (response.data as SupplierReferenceConflict).supplierName };
  return { saved: response.data as SupplierReferenceDto };
}
