import { HttpResponse } from 'msw';
import { anyBuyer } from '@/platform/auth/identityRules';
import { GOAL_VIEWS, type GoalDto, type GoalView } from '@/services/goals/types';
import { GOALS, LEVELS } from '../data/reference';
import { localiseGoals } from '../data/localise';
import { endpoint } from './endpoint';
import { badRequest, isObject, requestLanguage } from './support';

/** Which goals each view offers. */
const BY_VIEW: Record<GoalView, GoalDto[]> = {
  FSLevelFilter: GOALS,
  // In supply-chain search the buyer filters on the levels its own policies use, plus SSIP.
  FSLevelFilterSC: GOALS.filter((g) => g.isSsip || ['Membership level', 'Health and safety', 'Building safety'].includes(g.groupName)),
  FSSupplierHeader: LEVELS.filter((g) => g.groupName === 'Membership level'),
  FSCLCompliance: LEVELS,
};

export const goalsHandlers = [
  // Reference data (a read, though a PUT): the filters' levels and SSIP groups ask it on the landing page too.
  endpoint({ method: 'put', kind: 'goals', path: '/goals', rule: anyBuyer, landing: true }, async ({ request }) => {
    const body: unknown = await request.json().catch(() => null);
    const factors = isObject(body) ? body.Factors : undefined;
    if (!Array.isArray(factors)) return badRequest('Factors must be a list', 'Factors');
    const view = factors.find((f) => isObject(f) && f.FactorName === 'View')?.FactorValue;
    if (!(GOAL_VIEWS as readonly unknown[]).includes(view)) return badRequest(`Factors View must be one of ${GOAL_VIEWS.join(', ')}`, 'Factors');
    return HttpResponse.json(localiseGoals(requestLanguage(request), BY_VIEW[view as GoalView]));
  }),
];
