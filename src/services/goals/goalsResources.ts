import { defineResource } from '@/platform/resource';
import { IN_BUYER_LANGUAGE } from '../buyerLanguage';
import { getGoals } from './goalsService';
import type { GoalView } from './types';

/** The goals (levels, SSIP schemes) one view allows, e.g. the filters' FSLevelFilter / FSLevelFilterSC; named in the buyer's language. */
export const goalsOfView = defineResource({
  name: 'goals/goalsOfView',
  load: ({ view }: { view: GoalView }) => getGoals(view),
  provides: () => [IN_BUYER_LANGUAGE],
});
