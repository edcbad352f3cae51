import { createKeyedResource, createResourceHook } from '@/platform/async';
import { getSupplierGoals } from '@/services/compliance/supplierGoalsService';
import type { SupplierGoalDto } from '@/services/compliance/types';
import type { ComplianceRoot } from '../complianceRoot';

/** The supplier's levels (goals) as the compliance area shows them, keyed by supplier id. */
export const complianceGoals = createKeyedResource<number, SupplierGoalDto[], ComplianceRoot>({
  name: 'compliance/goals',
  load: (supplierId, signal) => getSupplierGoals(supplierId, signal),
  selectState: (root) => root.compliance.goals,
});

export const useComplianceGoals = createResourceHook(complianceGoals);
