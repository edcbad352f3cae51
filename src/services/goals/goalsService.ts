import { clientFor } from '@/platform/http';
import type { GoalDto, GoalView } from './types';

export async function getGoals(view: GoalView): Promise<GoalDto[]> {
  const { data } = await clientFor('goals').put<GoalDto[]>('/goals', {
    Factors: [{ FactorName: 'View', FactorValue: view }],
  });
  return data;
}
