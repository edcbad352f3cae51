import { useMemo } from 'react';
import { useResource } from '@/platform/resource';
import { supplierContacts } from '@/services/supplier/contactsResources';
import { dedupeContactGroups } from './dedupeContacts';

/** The supplier's three contact groups, each de-duplicated: `{status, data, error, retry}`. */
export function useSupplierContacts(supplierId: number) {
  const { status, data, error, retry } = useResource(supplierContacts, { supplierId });
  const groups = useMemo(() => (data ? dedupeContactGroups(data) : undefined), [data]);
  return { status, data: groups, error, retry };
}
