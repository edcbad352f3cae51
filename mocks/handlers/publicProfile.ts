import { http, HttpResponse } from 'msw';
import type { PublicProfileDto, PublicProfileLookupDto } from '@/services/publicProfile/types';
import { localiseSupplierSize } from '../data/localise';
import { mockPath } from '../paths';
import { supplierProfile } from './profileState';
import { badRequest, caller, notFound, requestLanguage } from './support';

/** A public profile url ends with the supplier's id (`{name-slug}-{id}`), as the generator makes it. */
function entityOfUrl(url: string): number | null {
  const match = /-(\d+)\/?$/.exec(url.trim());
  if (!match) return null;
  const profile = supplierProfile(Number(match[1]));
  return profile && url.trim().replace(/\/$/, '').endsWith(profile.publicProfileUrl) ? profile.entityId : null;
}

export const publicProfileHandlers = [
  http.get(mockPath('publicProfile', '/public/profiles'), ({ request }) => {
    const persona = caller(request);
    if (persona instanceof Response) return persona;
    const url = new URL(request.url).searchParams.get('url');
    if (!url) return badRequest('url is required', 'url');
    const entityId = entityOfUrl(url);
    return entityId === null ? notFound(`No public profile at ${url}`) : HttpResponse.json<PublicProfileLookupDto>({ entityId });
  }),

  http.get(mockPath('publicProfile', '/profiles/:id'), ({ request, params }) => {
    const persona = caller(request);
    if (persona instanceof Response) return persona;
    const profile = supplierProfile(Number(params.id));
    if (!profile) return notFound(`No public profile ${String(params.id)}`);
    const { dto } = profile.supplier;
    const head = dto.offices.find((o) => o.headOffice) ?? null;
    return HttpResponse.json<PublicProfileDto>({
      companyName: dto.name,
      companyHouseNumber: dto.companyHouseNumber,
      vatNumber: dto.vatNumber,
      headOffice: head && { town: head.city, county: head.county },
      companyDetails: { description: profile.description },
      companySize: localiseSupplierSize(requestLanguage(request), dto.companySize),
      numberOfEmployees: profile.numberOfEmployees,
    });
  }),
];
