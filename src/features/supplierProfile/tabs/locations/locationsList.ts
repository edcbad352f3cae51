import type { ListParamsSpec } from '@/platform/list';
import type { LocationSortName } from '@/services/supplier/profileTabTypes';

/** Locations table (spec 02 §2.8): sorted by addressLine1 ascending, 10 a page; 10, 30 or 50. */
export const LOCATION_PAGE_SIZES = [10, 30, 50];

export const LOCATIONS_LIST: ListParamsSpec<LocationSortName> = {
  defaults: { page: 1, pageSize: 10, sortName: 'addressLine1', sortOrder: 'asc' },
  sortNames: ['addressLine1'],
  sortOrders: ['asc', 'desc'],
  pageSizes: LOCATION_PAGE_SIZES,
};
