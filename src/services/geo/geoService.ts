import { clientFor } from '@/platform/http';
import type { LocationSuggestQuery, LocationSuggestion } from './types';

/** t is sent repeated (t=postcode&t=outcode), as the service expects. */
export async function suggestLocations(
  { q, isocountry, t = [] }: LocationSuggestQuery,
  signal?: AbortSignal,
): Promise<LocationSuggestion[]> {
  const params = new URLSearchParams({ q });
  if (isocountry) params.set('isocountry', isocountry);
  for (const type of t) params.append('t', type);
  const { data } = await clientFor('geo').get<LocationSuggestion[]>('/location/suggest', { params, signal });
  return data;
}
