import { useResource } from '@/platform/resource';
import { supplierGoals } from '@/services/compliance/goalsResources';

/** The supplier's goals as the compliance area shows them: the same entry the profile reads. */
export const useComplianceGoals = (supplierId: number | null | undefined) =>
  useResource(supplierGoals, supplierId == null ? null : { supplierId });
