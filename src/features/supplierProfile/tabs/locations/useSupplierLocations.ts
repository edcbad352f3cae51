import { useEffect, useMemo, useRef, useState } from 'react';
import { useKeyedResource } from '@/platform/async';
import { useListParams } from '@/platform/list';
import type { LocationsResponse } from '@/services/supplier/profileTabTypes';
import { LOCATIONS_LIST, pageSizeOrDefault } from './locationsList';
import { locationsKey, supplierLocations } from './locationsResource';

/**
 * The locations page the URL asks for (page, pageSize, sortName, sortOrder through platform/list),
 * loaded from the server. While the next page loads the last one stays on show (dimmed by
 * PagedTable); once the total is known a page past the end is replaced by the last page, and the
 * empty answer for that stale page is never shown as "no locations".
 */
export function useSupplierLocations(supplierId: number) {
  const [knownTotal, setKnownTotal] = useState<number | undefined>(undefined);
  const { params, change } = useListParams(LOCATIONS_LIST, { total: knownTotal });
  const pageSize = pageSizeOrDefault(params.pageSize);
  const order = params.sortOrder === 'desc' ? 'desc' : 'asc';
  const key = locationsKey({ id: supplierId, paging: { page: params.page, pageSize }, sorting: { name: params.sortName, order } });
  const { status, data, error, retry } = useKeyedResource(supplierLocations, key);

  useEffect(() => {
    if (data) setKnownTotal(data.totalCount);
  }, [data]);

  const pastTheEnd = !!data && data.locations.length === 0 && data.totalCount > 0;
  const shown = useRef<LocationsResponse | undefined>(undefined);
  if (data && !pastTheEnd) shown.current = data;

  const query = useMemo(() => ({ page: params.page, pageSize, sortOrder: order }), [params.page, pageSize, order]);
  return { status: pastTheEnd ? ('loading' as const) : status, data: shown.current, error, retry, query, change };
}
