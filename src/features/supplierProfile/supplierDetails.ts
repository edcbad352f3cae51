import { createKeyedResource } from '@/platform/async';
import { getSupplierDetails } from '@/services/supplier';
import type { SupplierDetailsDto } from '@/services/supplier/types';
import type { ProfileRoot } from './profileRoot';

/** GET supplierdetails per supplier id: the profile's header, overview and summary read it. */
export const supplierDetails = createKeyedResource<number, SupplierDetailsDto, ProfileRoot>({
  name: 'supplierProfile/details',
  load: (id, signal) => getSupplierDetails(id, signal),
});
