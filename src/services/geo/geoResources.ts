import { defineResource } from '@/platform/resource';
import { suggestLocations } from './geoService';
import type { LocationType } from './types';

/**
 * GET geo /location/suggest as a cached read: the same place asked for twice is one request
 * (the comparison places each supplier's head office to measure its distance, issue 41).
 */
export const locationSuggestions = defineResource({
  name: 'geo/locationSuggestions',
  load: ({ q, isocountry, t }: { q: string; isocountry: string | null; t: LocationType[] }, signal) =>
    suggestLocations({ q, isocountry: isocountry ?? undefined, t }, signal),
});
