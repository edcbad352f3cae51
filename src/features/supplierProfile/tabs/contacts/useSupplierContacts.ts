import { useMemo } from 'react';
import { useKeyedResource } from '@/platform/async';
import { supplierContacts } from './contactsResource';
import { dedupeContactGroups } from './dedupeContacts';

/** The supplier's three contact groups, each de-duplicated: `{status, data, error, retry}`. */
export function useSupplierContacts(supplierId: number) {
  const { status, data, error, retry } = useKeyedResource(supplierContacts, supplierId);
  const groups = useMemo(() => (data ? dedupeContactGroups(data) : undefined), [data]);
  return { status, data: groups, error, retry };
}
