import { createKeyedResource, createResourceHook } from '@/platform/async';
import { getRequirementExpiries } from '@/services/compliance/requirementExpiryService';
import type { RequirementExpiryRowDto } from '@/services/compliance/requirementExpiryTypes';
import type { ComplianceRoot } from '../complianceRoot';

/** The supplier's requirements with expiry dates (detailslist), keyed by supplier id. */
export const complianceRequirementExpiries = createKeyedResource<number, RequirementExpiryRowDto[], ComplianceRoot>({
  name: 'compliance/requirementExpiries',
  load: (supplierId, signal) => getRequirementExpiries(supplierId, signal),
  selectState: (root) => root.compliance.requirementExpiries,
});

export const useRequirementExpiries = createResourceHook(complianceRequirementExpiries);
