import { createKeyedResource, createResourceHook } from '@/platform/async';
import { getCertificates } from '@/services/certificates/certificatesService';
import type { CertificateDto } from '@/services/certificates/types';
import { getInsurances } from '@/services/requirement/requirementService';
import type { InsuranceRecord } from '@/services/requirement/types';
import type { ComplianceRoot } from '../complianceRoot';

/** The supplier's certificates as the compliance area shows them, keyed by supplier id. */
export const complianceCertificates = createKeyedResource<number, CertificateDto[], ComplianceRoot>({
  name: 'compliance/certificates',
  load: (supplierId, signal) => getCertificates(supplierId, signal),
});

export const useComplianceCertificates = createResourceHook(complianceCertificates);

/** The supplier's insurances (requirement 28's answer), for the expiry timeline. */
export const complianceInsurances = createKeyedResource<number, InsuranceRecord[], ComplianceRoot>({
  name: 'compliance/insurances',
  load: (supplierId, signal) => getInsurances(supplierId, signal),
});

export const useComplianceInsurances = createResourceHook(complianceInsurances);
