import { defineResource } from '@/platform/resource';
import { getCertificates } from './certificatesService';

/**
 * A supplier's certificates: one entry per supplier, read by the profile (download dialog, print
 * view) and by the compliance area (documents, expiry timeline) alike.
 */
export const supplierCertificates = defineResource({
  name: 'certificates/supplierCertificates',
  load: ({ supplierId }: { supplierId: number }, signal) => getCertificates(supplierId, signal),
  transition: true,
});
