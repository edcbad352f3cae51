import { useResource } from '@/platform/resource';
import { supplierCertificates } from '@/services/certificates/certificatesResources';
import { insurances } from '@/services/requirement/requirementResources';

const bySupplier = (supplierId: number | null) => (supplierId === null ? null : { supplierId });

/** The supplier's certificates (the profile's entry: one request whichever reads it first); null asks for nothing. */
export const useComplianceCertificates = (supplierId: number | null) => useResource(supplierCertificates, bySupplier(supplierId));

/** The supplier's insurances (requirement 28's answer), for the expiry timeline. */
export const useComplianceInsurances = (supplierId: number | null) => useResource(insurances, bySupplier(supplierId));
