import { defineResource } from '@/platform/resource';
import { getSupplierContacts } from './contactsService';

/** GET supplierdetails/{id}/contacts: the contacts and summary tabs share it. */
export const supplierContacts = defineResource({
  name: 'supplier/contacts',
  load: ({ supplierId }: { supplierId: number }, signal) => getSupplierContacts(supplierId, signal),
  transition: true,
});
