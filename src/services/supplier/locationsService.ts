import { apiPath } from '@/lib/pathSegment';
import { clientFor } from '@/platform/http';
import type { LocationsRequest, LocationsResponse } from './profileTabTypes';

/** POST {supplier}/supplierdetails/{id}/locations (spec 02 §7): one page, paged and sorted on the server. */
export async function getSupplierLocations(request: LocationsRequest, signal?: AbortSignal): Promise<LocationsResponse> {
  const { data } = await clientFor('supplier').post<LocationsResponse>(apiPath`/supplierdetails/${request.id}/locations`, request, { signal });
  return data;
}
