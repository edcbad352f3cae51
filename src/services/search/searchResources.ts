import { defineResource } from '@/platform/resource';
import { IN_BUYER_LANGUAGE } from '../buyerLanguage';
import { getFacets, getSearchCount } from './searchService';
import type { FilterEntry } from './types';

/** The filter groups' facets for a unit (or the whole organisation): sizes, areas, segment statuses, named in the buyer's language. */
export const searchFacets = defineResource({
  name: 'search/facets',
  load: ({ orgUnitId }: { orgUnitId: number | null }) => getFacets(orgUnitId ?? undefined),
  provides: () => [IN_BUYER_LANGUAGE],
});

/** How many suppliers the chosen filters find (POST /search/counts), keyed by those filters. */
export const searchCount = defineResource({
  name: 'search/count',
  load: async ({ orderedFilters }: { orderedFilters: FilterEntry[] }, signal) => (await getSearchCount(orderedFilters, signal)).resultCount,
});
