import { useMemo } from 'react';
import { prefetchRequested, useResource, type SupplierScreenRequests } from '@/platform/resource';
import { supplierContacts } from '@/services/supplier/contactsResources';
import { dedupeContactGroups } from './dedupeContacts';

/** The supplier's three contact groups, each de-duplicated: `{status, data, error, retry}`. */
export function useSupplierContacts(supplierId: number) {
  const { status, data, error, retry } = useResource(supplierContacts, { supplierId });
  const groups = useMemo(() => (data ? dedupeContactGroups(data) : undefined), [data]);
  return { status, data: groups, error, retry };
}

/** The contacts tab's first read, asked for as a link to the tab is followed (app/routes/destinationPreloads). */
export const contactsFirstRequests: SupplierScreenRequests = ({ supplierId }) => [prefetchRequested(supplierContacts, { supplierId })];
