import { http, HttpResponse } from 'msw';
import { LOCATION_TYPES, type LocationType } from '@/services/geo/types';
import { suggestLocations } from '../data/geo';
import { mockPath } from '../paths';
import { badRequest, caller } from './support';

export const geoHandlers = [
  http.get(mockPath('geo', '/location/suggest'), ({ request }) => {
    const persona = caller(request);
    if (persona instanceof Response) return persona;
    const url = new URL(request.url);
    const types = url.searchParams.getAll('t');
    const unknown = types.find((t) => !(LOCATION_TYPES as readonly string[]).includes(t));
    if (unknown) return badRequest(`Unknown location type: ${unknown}`, 't');
    return HttpResponse.json(suggestLocations(url.searchParams.get('q') ?? '', url.searchParams.get('isocountry'), types as LocationType[]));
  }),
];
