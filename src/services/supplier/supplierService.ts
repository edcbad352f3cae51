import { apiPath } from '@/lib/pathSegment';
import { clientFor } from '@/platform/http';
import type { SupplierDetailsDto } from './types';

/** GET {supplier}/supplierdetails/{id} (spec 02 §7). */
export async function getSupplierDetails(id: number, signal?: AbortSignal): Promise<SupplierDetailsDto> {
  const { data } = await clientFor('supplier').get<SupplierDetailsDto>(apiPath`/supplierdetails/${id}`, { signal });
  return data;
}
