import { defineResource, tag } from '@/platform/resource';
import { getSupplierGoals } from './supplierGoalsService';

/**
 * A supplier's goals (levels and SSIP schemes): one entry per supplier, read by the profile's
 * overview and summary and by the compliance area alike.
 */
export const supplierGoals = defineResource({
  name: 'compliance/supplierGoals',
  load: ({ supplierId }: { supplierId: number }, signal) => getSupplierGoals(supplierId, signal),
  provides: ({ supplierId }) => [tag('supplierGoals', supplierId)],
  transition: true,
});
