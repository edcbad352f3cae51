import { createKeyedResource } from '@/platform/async';
import { getSupplierGoals } from '@/services/compliance/supplierGoalsService';
import type { SupplierGoalDto } from '@/services/compliance/types';
import type { ProfileRoot } from '../../profileRoot';

/** The supplier's levels per supplier id: the overview's compliance tiles. */
export const supplierGoals = createKeyedResource<number, SupplierGoalDto[], ProfileRoot>({
  name: 'supplierProfile/goals',
  load: (id, signal) => getSupplierGoals(id, signal),
  selectState: (root) => root.supplierProfile.goals,
});
