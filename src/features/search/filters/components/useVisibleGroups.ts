import { useSelector } from 'react-redux';
import {
  useCommunityCode, useComponentVisible, useFlag, useIdentity, usePermission,
} from '@/platform/session';
import { SEARCH_TYPES } from '@/services/search/types';
import { selectLevelGroups, selectSearchType, selectSsipSchemes, selectUdfSections } from '../filtersSelectors';
import { FILTER_GROUPS, type FilterGroupKey } from '../model/groups';

/** Which accordion groups this buyer sees (spec 01 §6 visibility rules). */
export function useVisibleGroups(): FilterGroupKey[] {
  const searchType = useSelector(selectSearchType);
  const levelGroups = useSelector(selectLevelGroups);
  const ssipSchemes = useSelector(selectSsipSchemes);
  const udfSections = useSelector(selectUdfSections);
  const identity = useIdentity();
  const community = useCommunityCode();
  const levelsOn = useComponentVisible('levelsFilter');
  const ssipComponent = useComponentVisible('ssip');
  const ssipFlag = useFlag('ssipEnabled');
  const ssipOn = ssipComponent && ssipFlag;
  const inMySupplyChainOn = useComponentVisible('inMySupplyChain');
  const groupFilterOn = useFlag('supplyChainGroupFilterEnabled');
  const companySizeOn = useComponentVisible('companySize');
  const workCategoriesOn = useComponentVisible('workCategories');
  const customFieldsComponent = useComponentVisible('customFields');
  const canManageInternal = usePermission('suppliersourcing:buyer-manage-internal-data');
  const customFieldsOn = customFieldsComponent && canManageInternal;

  const supplyChainShown =
    inMySupplyChainOn && groupFilterOn && searchType === SEARCH_TYPES.inMySupplyChain && !identity?.isSupplyChainOnly;
  const shown: Record<(typeof FILTER_GROUPS)[number], boolean> = {
    location: true,
    levels: levelsOn && levelGroups.length > 0,
    ssip: ssipOn && ssipSchemes.length > 0,
    supplyChain: supplyChainShown,
    supplyChainStage: supplyChainShown,
    companySize: companySizeOn && community !== 'BE',
    workCategories: workCategoriesOn,
    customFields: customFieldsOn && (udfSections.data?.length ?? 0) > 0,
  };
  return FILTER_GROUPS.filter((g) => shown[g]);
}
