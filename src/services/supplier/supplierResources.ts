import { defineResource, tag } from '@/platform/resource';
import { getSupplierDetails } from './supplierService';

/** What a change to the supplier's own record (favourite, suspension) invalidates or patches. */
export const supplierDetailsTag = (supplierId: number) => tag('supplierDetails', supplierId);

/** GET supplierdetails per supplier: the profile's layout, header, overview, summary and print read one entry. */
export const supplierDetails = defineResource({
  name: 'supplier/details',
  load: ({ supplierId }: { supplierId: number }, signal) => getSupplierDetails(supplierId, signal),
  provides: ({ supplierId }) => [supplierDetailsTag(supplierId)],
});
