import { defineResource } from '@/platform/resource';
import { getSupplierLocations } from './locationsService';
import type { LocationSortName } from './profileTabTypes';

export interface LocationsPageArgs {
  supplierId: number;
  page: number;
  pageSize: number;
  sortName: LocationSortName;
  sortOrder: 'asc' | 'desc';
}

/**
 * One page of a supplier's locations, sorted on the server: an entry per supplier, page, size and
 * sort, so a page once seen shows at once when the buyer comes back to it.
 */
export const locationsPage = defineResource({
  name: 'supplier/locationsPage',
  load: ({ supplierId, page, pageSize, sortName, sortOrder }: LocationsPageArgs, signal) =>
    getSupplierLocations({ id: supplierId, paging: { page, pageSize }, sorting: { name: sortName, order: sortOrder } }, signal),
  transition: true,
});
