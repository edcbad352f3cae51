import { apiPath } from '@/lib/pathSegment';
import { clientFor } from '@/platform/http';
import type { SupplierContactsDto } from './profileTabTypes';

/** GET {supplier}/supplierdetails/{id}/contacts (spec 02 §7): primary, favourites, company directory. */
export async function getSupplierContacts(id: number, signal?: AbortSignal): Promise<SupplierContactsDto> {
  const { data } = await clientFor('supplier').get<SupplierContactsDto>(apiPath`/supplierdetails/${id}/contacts`, { signal });
  return data;
}
