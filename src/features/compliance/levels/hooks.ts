import { useResource } from '@/platform/resource';
import { complianceDetails } from '@/services/compliance/complianceDetailsResources';

/** Every requirement row of the supplier's levels (detailslist). */
export const useComplianceDetails = (supplierId: number) => useResource(complianceDetails, { supplierId });
