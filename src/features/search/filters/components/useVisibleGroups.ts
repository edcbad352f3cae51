import { useMemo } from 'react';
import { useSelector } from 'react-redux';
import { canManageInternalData } from '@/platform/auth/policies';
import { useComponentVisible, useFlag, useIdentity, usePolicy } from '@/platform/session';
import { SEARCH_TYPES } from '@/services/search/types';
import { selectSearchType } from '../filtersSelectors';
import { useFilterGoals, useUdfSections } from '../hooks';
import { FILTER_GROUPS, type FilterGroupKey } from '../model/groups';
import { useCompanySizeShown } from './useCompanySizeShown';

/** Where the Levels and SSIP groups would be when the goals call failed: its message stands there instead. */
export const GOALS_FAILED = 'goalsFailed';
export type FilterBlockSlot = FilterGroupKey | typeof GOALS_FAILED;

/** Which accordion groups this buyer sees, in page order (spec 01 §6 visibility rules). */
export function useVisibleGroups(): FilterBlockSlot[] {
  const searchType = useSelector(selectSearchType);
  const goals = useFilterGoals();
  // A reload that fails (a newly picked language) keeps the levels already shown.
  const goalsFailed = goals.status === 'error' && goals.data === null;
  const { levelGroups, ssipSchemes } = goals;
  const udfSections = useUdfSections();
  const identity = useIdentity();
  const levelsOn = useComponentVisible('levelsFilter');
  const ssipComponent = useComponentVisible('ssip');
  const ssipFlag = useFlag('ssipEnabled');
  const ssipOn = ssipComponent && ssipFlag;
  const inMySupplyChainOn = useComponentVisible('inMySupplyChain');
  const groupFilterOn = useFlag('supplyChainGroupFilterEnabled');
  const companySizeOn = useCompanySizeShown();
  const workCategoriesOn = useComponentVisible('workCategories');
  const customFieldsComponent = useComponentVisible('customFields');
  const canManageInternal = usePolicy(canManageInternalData);
  const customFieldsOn = customFieldsComponent && canManageInternal;

  const supplyChainShown =
    inMySupplyChainOn && groupFilterOn && searchType === SEARCH_TYPES.inMySupplyChain && !identity?.isSupplyChainOnly;
  const shown: Record<(typeof FILTER_GROUPS)[number], boolean> = {
    location: true,
    levels: levelsOn && !goalsFailed && levelGroups.length > 0,
    ssip: ssipOn && !goalsFailed && ssipSchemes.length > 0,
    supplyChain: supplyChainShown,
    supplyChainStage: supplyChainShown,
    companySize: companySizeOn,
    workCategories: workCategoriesOn,
    customFields: customFieldsOn && udfSections.length > 0,
  };
  // A failed goals call must not make both groups vanish without a word (spec 01 §8).
  const goalsFailureShown = goalsFailed && (levelsOn || ssipOn);
  const slots = FILTER_GROUPS.flatMap<FilterBlockSlot>((g) => {
    if (g === 'levels' && goalsFailureShown) return [GOALS_FAILED];
    return shown[g] ? [g] : [];
  });
  // The same list while the same groups show, so store updates that change none re-render nothing.
  const key = slots.join(',');
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the key names the list's whole content
  return useMemo(() => slots, [key]);
}
