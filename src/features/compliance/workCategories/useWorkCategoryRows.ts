import { useMemo } from 'react';
import { useCurrentSupplier } from '@/platform/slots/CurrentSupplier';
import { useWorkCategories } from './hooks';
import { toRows } from './workCategoryRows';

/** The open supplier's work categories as rows with their expiry worked out once per load. */
export function useWorkCategoryRows() {
  const supplier = useCurrentSupplier();
  const resource = useWorkCategories(supplier.id);
  const rows = useMemo(() => (resource.data ? toRows(resource.data) : undefined), [resource.data]);
  return { supplier, ...resource, rows };
}
