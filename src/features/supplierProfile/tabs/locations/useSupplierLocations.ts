import { usePagedResource } from '@/platform/list';
import { locationsPage } from '@/services/supplier/locationsResources';
import { LOCATIONS_LIST } from './locationsList';

/**
 * The locations page the URL asks for (page, pageSize, sortName, sortOrder), loaded from the
 * server. While the next page loads the last one stays on show (dimmed by PagedTable); a page past
 * the end is replaced by the last page, and its empty answer is never shown as "no locations".
 */
export const useSupplierLocations = (supplierId: number) =>
  usePagedResource(
    locationsPage,
    ({ page, pageSize, sortName, sortOrder }) => ({ supplierId, page, pageSize, sortName, sortOrder: sortOrder === 'desc' ? ('desc' as const) : ('asc' as const) }),
    { list: LOCATIONS_LIST, total: (data) => data.totalCount, keepPrevious: true },
  );
