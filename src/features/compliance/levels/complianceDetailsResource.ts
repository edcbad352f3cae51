import { createKeyedResource, createResourceHook } from '@/platform/async';
import { getComplianceDetails } from '@/services/compliance/complianceDetailsService';
import type { RequirementDetailRowDto } from '@/services/compliance/complianceDetailsTypes';
import type { ComplianceRoot } from '../complianceRoot';

/** Every requirement row of the supplier's levels (detailslist), keyed by supplier id. */
export const complianceDetails = createKeyedResource<number, RequirementDetailRowDto[], ComplianceRoot>({
  name: 'compliance/details',
  load: (supplierId, signal) => getComplianceDetails(supplierId, signal),
});

export const useComplianceDetails = createResourceHook(complianceDetails);
