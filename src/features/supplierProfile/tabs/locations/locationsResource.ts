import { createKeyedResource } from '@/platform/async';
import { getSupplierLocations } from '@/services/supplier/locationsService';
import type { LocationsRequest, LocationsResponse } from '@/services/supplier/profileTabTypes';
import type { ProfileRoot } from '../../profileRoot';

/**
 * One page of a supplier's locations, keyed by the whole query (supplier, page, size, sort), so a
 * page once seen shows at once when the buyer comes back to it, and pages of two suppliers never
 * mix. The key is a string; `locationsKey` and `readLocationsKey` are its only writer and reader.
 */
export const locationsKey = ({ id, paging, sorting }: LocationsRequest) =>
  `${id}|${paging.page}|${paging.pageSize}|${sorting.name}|${sorting.order}`;

export function readLocationsKey(key: string): LocationsRequest {
  const [id, page, pageSize, name, order] = key.split('|');
  return {
    id: Number(id),
    paging: { page: Number(page), pageSize: Number(pageSize) },
    sorting: { name: name as LocationsRequest['sorting']['name'], order: order === 'desc' ? 'desc' : 'asc' },
  };
}

export const supplierLocations = createKeyedResource<string, LocationsResponse, ProfileRoot>({
  name: 'supplierProfile/locations',
  load: (key, signal) => getSupplierLocations(readLocationsKey(key), signal),
});
