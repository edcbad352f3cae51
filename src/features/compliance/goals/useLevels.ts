import { useMemo } from 'react';
import type { SupplierGoalDto } from '@/services/compliance/types';
import { useComplianceDetails } from '../levels/hooks';
import { useComplianceGoals } from './useComplianceGoals';

/**
 * The supplier's levels (not its SSIP schemes) by display order descending (spec 03 §9): the order
 * comes from the requirement rows' goalDisplayOrder; a level without rows keeps its place after them.
 */
export function useLevels(supplierId: number) {
  const goals = useComplianceGoals(supplierId);
  const details = useComplianceDetails(supplierId);
  const levels = useMemo(() => {
    if (!goals.data) return undefined;
    const order = new Map<number, number>();
    for (const row of details.data ?? []) order.set(row.goalId, row.goalDisplayOrder);
    const rank = (goal: SupplierGoalDto) => order.get(goal.goalId) ?? Number.NEGATIVE_INFINITY;
    return goals.data.filter((goal) => !goal.isSsip).sort((a, b) => rank(b) - rank(a));
  }, [goals.data, details.data]);
  return { goals, details, levels };
}
