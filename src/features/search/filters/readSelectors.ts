import { createSelector } from '@reduxjs/toolkit';
import { PLATFORM_LANGUAGE_IDS } from '@/platform/i18n/languageIds';
import { selectLanguage } from '@/platform/session';
import { goalsOfView } from '@/services/goals/goalsResources';
import type { GoalView } from '@/services/goals/types';
import { SEARCH_TYPES } from '@/services/search/types';
import { defaultSupplyChain, segmentDetail } from '@/services/supplyChain/supplyChainResources';
import { entryFor, selectSearchOrgUnitId, selectSearchType, type WithFilters } from './filtersSelectors';

/*
 * The arguments (and entries) of what the filter groups read beyond the reference data: the hooks
 * and the sagas name the same entries through these. Apart from filtersSelectors, which the
 * landing route's first chunk imports (the Show button), so that these declarations stay out of it.
 */

/** Allowed level filters differ between the two search types (views FSLevelFilter / FSLevelFilterSC). */
export const selectGoalsArgs = createSelector(selectSearchType, (searchType) => ({
  view: (searchType === SEARCH_TYPES.inMySupplyChain ? 'FSLevelFilterSC' : 'FSLevelFilter') as GoalView,
}));
export const selectGoals = entryFor(goalsOfView, selectGoalsArgs);
/** The udf service numbers its languages (shared with the profile's custom fields and reminders). */
export const selectUdfSectionsArgs = createSelector(selectLanguage, (language) => ({ languageId: PLATFORM_LANGUAGE_IDS[language] }));
/** The chosen unit's supply chain, for an in-my-supply-chain search with a unit. */
export const selectSupplyChainArgs = createSelector([selectSearchType, selectSearchOrgUnitId], (searchType, orgUnitId) =>
  searchType === SEARCH_TYPES.inMySupplyChain && orgUnitId !== null ? { orgUnitId } : null,
);
export const selectSupplyChain = entryFor(defaultSupplyChain, selectSupplyChainArgs);
/** The open stage dialog's segment detail, in the chosen unit's supply chain; init when closed (it resets on close). */
export const selectSegmentDetailArgs = createSelector(
  [(s: WithFilters) => s.searchFilters.stageDialogSegmentId, selectSupplyChain, selectSearchOrgUnitId],
  (segmentId, supplyChain, orgUnitId) =>
    segmentId === null || !supplyChain.data || orgUnitId === null ? null : { supplyChainId: supplyChain.data.id, segmentId, orgUnitId },
);
export const selectSegmentDetail = entryFor(segmentDetail, selectSegmentDetailArgs);
