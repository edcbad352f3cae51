import { HttpResponse } from 'msw';
import { anyBuyer } from '@/platform/auth/identityRules';
import { LOCATION_TYPES, type LocationType } from '@/services/geo/types';
import { suggestLocations } from '../data/geo';
import { endpoint } from './endpoint';
import { badRequest } from './support';

export const geoHandlers = [
  // The location filters' type-ahead, on the landing page too.
  endpoint({ method: 'get', kind: 'geo', path: '/location/suggest', rule: anyBuyer, landing: true }, ({ url }) => {
    const types = url.searchParams.getAll('t');
    const unknown = types.find((t) => !(LOCATION_TYPES as readonly string[]).includes(t));
    if (unknown) return badRequest(`Unknown location type: ${unknown}`, 't');
    return HttpResponse.json(suggestLocations(url.searchParams.get('q') ?? '', url.searchParams.get('isocountry'), types as LocationType[]));
  }),
];
