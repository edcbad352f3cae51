import { useResource } from '@/platform/resource';
import { supplierGoals } from '@/services/compliance/goalsResources';

/** The supplier's levels: the overview's compliance tiles and the summary's accreditations. */
export const useSupplierGoals = (supplierId: number | null | undefined) =>
  useResource(supplierGoals, supplierId == null ? null : { supplierId });
