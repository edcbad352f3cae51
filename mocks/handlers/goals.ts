import { http, HttpResponse } from 'msw';
import { GOAL_VIEWS, type GoalDto, type GoalView } from '@/services/goals/types';
import { GOALS, LEVELS } from '../data/reference';
import { localiseGoals } from '../data/localise';
import { mockPath } from '../paths';
import { badRequest, caller, isObject, requestLanguage } from './support';

/** Which goals each view offers. */
const BY_VIEW: Record<GoalView, GoalDto[]> = {
  FSLevelFilter: GOALS,
  // In supply-chain search the buyer filters on the levels its own policies use, plus SSIP.
  FSLevelFilterSC: GOALS.filter((g) => g.isSsip || ['Membership level', 'Health and safety', 'Building safety'].includes(g.groupName)),
  FSSupplierHeader: LEVELS.filter((g) => g.groupName === 'Membership level'),
  FSCLCompliance: LEVELS,
};

export const goalsHandlers = [
  http.put(mockPath('goals', '/goals'), async ({ request }) => {
    const persona = caller(request);
    if (persona instanceof Response) return persona;
    const body: unknown = await request.json().catch(() => null);
    const factors = isObject(body) ? body.Factors : undefined;
    if (!Array.isArray(factors)) return badRequest('Factors must be a list', 'Factors');
    const view = factors.find((f) => isObject(f) && f.FactorName === 'View')?.FactorValue;
    if (!(GOAL_VIEWS as readonly unknown[]).includes(view)) return badRequest(`Factors View must be one of ${GOAL_VIEWS.join(', ')}`, 'Factors');
    return HttpResponse.json(localiseGoals(requestLanguage(request), BY_VIEW[view as GoalView]));
  }),
];
