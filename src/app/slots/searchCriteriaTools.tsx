import { useEffect } from 'react';
import { useSelector } from 'react-redux';
import { useEntryLabel } from '@/features/search/filters/components/useEntryLabel';
import { labelLinkFilters } from '@/features/search/session/linkLabels';
import { encodeSessionFilters } from '@/features/search/session/resultsLink';
import { resultsUrl } from '@/features/search/session/routes';
import { selectCommunitySettings, selectLanguage } from '@/platform/session';
import type { FilterLabelsProps, SearchCriteria } from '@/platform/slots/savedSearchSlots';
import type { FilterEntry } from '@/services/search/types';

const orgUnitOf = (entries: FilterEntry[]) => {
  const query = entries.find((e) => e.id === 'searchType')?.query as { OrgUnitAccountId?: number | null } | undefined;
  return query?.OrgUnitAccountId ?? null;
};

/**
 * The search feature's own label rebuilding (session/linkLabels.ts, as for a shared link) and chip
 * wording (useEntryLabel) for other features' lists of filters. Lists searching the same
 * organisation unit are labelled in one go, so the reference data is asked for once per unit.
 */
export function FilterLabels({ lists, onLabels }: FilterLabelsProps) {
  const language = useSelector(selectLanguage);
  const variantId = useSelector(selectCommunitySettings)?.variantId;
  const label = useEntryLabel();

  useEffect(() => {
    let live = true;
    const groups = new Map<number | null, number[]>();
    lists.forEach((entries, i) => groups.set(orgUnitOf(entries), [...(groups.get(orgUnitOf(entries)) ?? []), i]));
    void Promise.all(
      [...groups.values()].map(async (indexes) => {
        const done = await labelLinkFilters(indexes.flatMap((i) => lists[i]), { language, variantId });
        let at = 0;
        return indexes.map((i) => {
          const part = done.slice(at, at + lists[i].length);
          at += lists[i].length;
          return [i, part] as const;
        });
      }),
    ).then((parts) => {
      if (!live) return;
      const labels: (string | null)[][] = lists.map(() => []);
      for (const [i, part] of parts.flat()) labels[i] = part.map((entry) => (entry.filterCopy?.title === '' ? null : label(entry)));
      onLabels(labels, lists);
    });
    return () => {
      live = false;
    };
  }, [lists, language, variantId, label, onLabels]);

  return null;
}

/** A results link for saved criteria: an unknown sid with the filters (f=), which the results page turns into a new session. */
export async function resultsLink({ orderedFilters, sorting, pageSize }: SearchCriteria): Promise<string> {
  const f = await encodeSessionFilters(orderedFilters);
  return resultsUrl({ sid: 'shared', page: 1, pageSize, sortName: sorting.name, sortOrder: sorting.order }, f);
}
