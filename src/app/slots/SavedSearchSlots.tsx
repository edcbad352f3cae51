import { Suspense, type ReactNode } from 'react';
import { lazyScreen } from '@/platform/async/lazyScreen';
import { useTranslation } from 'react-i18next';
import { canUseSavedSearches } from '@/platform/auth/policies';
import { usePolicy } from '@/platform/session';
import { ButtonPlace } from '@/ui';
import {
  SavedSearchesSlot, SaveSearchSlot, SearchCriteriaToolsContext, type FilterLabelsProps, type SaveSearchProps, type SearchCriteriaTools,
} from '@/platform/slots/savedSearchSlots';
import { SlotPart } from './SlotPart';

const loadSavedSearches = () => import('@/features/savedSearches');
const loadTools = () => import('./searchCriteriaTools');

const LazySaveSearch = lazyScreen<'SaveSearchControl', SaveSearchProps>(loadSavedSearches, 'SaveSearchControl');
const LazySavedSearches = lazyScreen<'SavedSearchesSection'>(loadSavedSearches, 'SavedSearchesSection');
const LazyFilterLabels = lazyScreen<'FilterLabels', FilterLabelsProps>(loadTools, 'FilterLabels');

/** "Save search" as it will show (not to a buyer limited to the landing), in the results toolbar's row. */
function SaveSearchPlace() {
  // Never suspends here: the results page loads this namespace before its first render.
  const { t, ready } = useTranslation('savedSearches', { useSuspense: false });
  const mayUse = usePolicy(canUseSavedSearches);
  return mayUse && ready ? <ButtonPlace>{t('save.open')}</ButtonPlace> : null;
}

// Their own chunks, loaded when a screen shows them: the landing's first load carries none of it.
// Code that cannot be fetched leaves the place and the screen stays (SlotPart).
function SaveSearch(props: SaveSearchProps) {
  return (
    <SlotPart place={<SaveSearchPlace />}>
      <Suspense fallback={<SaveSearchPlace />}>
        <LazySaveSearch {...props} />
      </Suspense>
    </SlotPart>
  );
}

function SavedSearches() {
  return (
    <SlotPart place={null}>
      <Suspense fallback={null}>
        <LazySavedSearches />
      </Suspense>
    </SlotPart>
  );
}

function FilterLabels(props: FilterLabelsProps) {
  return (
    <SlotPart place={null}>
      <Suspense fallback={null}>
        <LazyFilterLabels {...props} />
      </Suspense>
    </SlotPart>
  );
}

const tools: SearchCriteriaTools = {
  FilterLabels,
  resultsLink: async (criteria) => (await loadTools()).resultsLink(criteria),
};

/**
 * Saved searches (issue 40) on the pages that offer them: "Save search" on the results toolbar, the
 * list on the landing page, and the search feature's labels and links the list needs (features
 * never import each other).
 */
export function SavedSearchSlots({ children }: { children: ReactNode }) {
  return (
    <SearchCriteriaToolsContext.Provider value={tools}>
      <SaveSearchSlot.Provider component={SaveSearch}>
        <SavedSearchesSlot.Provider component={SavedSearches}>{children}</SavedSearchesSlot.Provider>
      </SaveSearchSlot.Provider>
    </SearchCriteriaToolsContext.Provider>
  );
}
