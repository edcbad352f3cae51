import { useMemo } from 'react';
import type { DistanceUnit } from '@/platform/config/types';
import type { LatLon } from '@/lib/distance';
import { useResource } from '@/platform/resource';
import { useCommunitySettings } from '@/platform/session';
import { sessionQuery } from '@/services/search/sessionQueryResources';
import type { FilterEntry } from '@/services/search/types';
import type { AskedCategory } from './compareRules';

/** The search's office location, when it had one: distances are measured from it. */
export interface SearchOrigin {
  point: LatLon;
  unit: DistanceUnit;
  /** How the search named it (a postcode or a place). */
  place: string;
}

export interface SearchContext {
  asked: AskedCategory[];
  origin: SearchOrigin | null;
}

const isPoint = (query: unknown): query is { latitude: number; longitude: number; unit?: DistanceUnit } =>
  !!query && typeof query === 'object' && Number.isFinite((query as { latitude?: unknown }).latitude) && Number.isFinite((query as { longitude?: unknown }).longitude);

export function searchContextOf(filters: readonly FilterEntry[], defaultUnit: DistanceUnit): SearchContext {
  const asked: AskedCategory[] = [];
  let origin: SearchOrigin | null = null;
  for (const entry of filters) {
    const query = entry.query ?? entry.complexQuery;
    if (entry.id === 'productServicesIDs' && query) {
      const { Id: id } = query as { Id: number };
      const name = entry.filterCopy?.Name ?? entry.filterCopy?.title;
      if (name && !asked.some((a) => a.id === id)) asked.push({ id, name });
    }
    if (!origin && (entry.id === 'office.distance' || entry.id === 'office') && isPoint(query)) {
      origin = {
        point: { lat: query.latitude, lon: query.longitude },
        unit: query.unit ?? defaultUnit,
        place: entry.filterCopy?.postcode ?? entry.filterCopy?.title ?? '',
      };
    }
  }
  return { asked, origin };
}

/**
 * What the comparison takes from the search it came from: the work categories it asked for (by
 * name) and its office location. Nothing without a search, or while (or if) its filters cannot be
 * read: the rest of the comparison does not wait for them.
 */
export function useSearchContext(sid: string | null): SearchContext {
  const session = useResource(sessionQuery, sid ? { sid } : null);
  const unit = useCommunitySettings()?.distanceUnit ?? 'miles';
  return useMemo(() => searchContextOf(session.data?.orderedFilters ?? [], unit), [session.data, unit]);
}
