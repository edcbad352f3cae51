import { clientFor } from '@/platform/http';
import type { SupplierReferenceDto, SuppliersByReferenceResponse } from './types';

export async function findSuppliersByReference(
  reference: string,
  page = 1,
  itemsPerPage = 30,
  signal?: AbortSignal,
): Promise<SuppliersByReferenceResponse> {
  const { data } = await clientFor('entityReferences').get<SuppliersByReferenceResponse>(
    `/entityreferences/suppliers/${encodeURIComponent(reference)}`,
    { params: { page, itemsPerPage }, signal },
  );
  return data;
}

/** Resolves null when the buyer holds no reference for the supplier (404). */
export async function getSupplierReference(entityId: number): Promise<SupplierReferenceDto | null> {
  const { data } = await clientFor('entityReferences').get<SupplierReferenceDto | null>(`/entityreferences/${entityId}`, {
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
  await clientFor('entityReferences').delete(`/entityreferences/${entityId}`, { allowEmptyBody: true });
}
