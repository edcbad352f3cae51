import { defineResource } from '@/platform/resource';
import { getCertificates } from './certificatesService';

/** A supplier's certificates: the profile's download dialog and its print view. */
export const supplierCertificates = defineResource({
  name: 'certificates/supplierCertificates',
  load: ({ supplierId }: { supplierId: number }, signal) => getCertificates(supplierId, signal),
});
