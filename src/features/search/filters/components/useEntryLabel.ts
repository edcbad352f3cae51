import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useCommunitySettings } from '@/platform/session';
import type { FilterEntry } from '@/services/search/types';
import { queryOf } from '../model/filterEntries';
import { priceRangeText } from '../model/priceCopy';

/**
 * The text a chosen filter shows in the basket and chips, from its filterCopy (never raw HTML). A
 * filter from a shared link whose reference data is gone has an empty title (session/linkLabels.ts).
 */
export function useEntryLabel() {
  const { t } = useTranslation('searchFilters');
  const settings = useCommunitySettings();
  return useCallback(
    (entry: FilterEntry): string => {
      const title = entry.filterCopy?.title || entry.filterCopy?.Name || t('unavailableFilter');
      if (entry.id === 'productServicesIDs') {
        const hasRange = typeof entry.filterCopy?.MinValue === 'number' || typeof entry.filterCopy?.MaxValue === 'number';
        if (!hasRange) return title;
        return `${title} (${priceRangeText(entry.filterCopy, t, settings?.currency ?? 'GBP', settings?.locale ?? 'en-GB')})`;
      }
      const q = queryOf(entry);
      if (typeof q.distance === 'number') {
        // "Within 1 mile", "Within 5 miles": the unit agrees with the distance.
        const unit = t(`units.${(q.unit as string | undefined) ?? 'miles'}`, { count: q.distance });
        return t('location.within', { distance: q.distance, unit, place: entry.filterCopy?.postcode ?? title });
      }
      return title;
    },
    [t, settings],
  );
}
