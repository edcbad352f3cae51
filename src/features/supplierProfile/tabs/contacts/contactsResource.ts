import { createKeyedResource } from '@/platform/async';
import { getSupplierContacts } from '@/services/supplier/contactsService';
import type { SupplierContactsDto } from '@/services/supplier/profileTabTypes';
import type { ProfileRoot } from '../../profileRoot';

/** GET supplierdetails/{id}/contacts per supplier id: the contacts and summary tabs read it. */
export const supplierContacts = createKeyedResource<number, SupplierContactsDto, ProfileRoot>({
  name: 'supplierProfile/contacts',
  load: (id, signal) => getSupplierContacts(id, signal),
});
