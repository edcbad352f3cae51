import { HttpResponse } from 'msw';
import { anyBuyer } from '@/platform/auth/identityRules';
import type { PublicProfileDto, PublicProfileLookupDto } from '@/services/publicProfile/types';
import { localiseSupplierSize } from '../data/localise';
import { supplierOfParam, supplierProfile } from './profileState';
import { endpoint } from './endpoint';
import { InputError, notFound, requestLanguage } from './support';

/** A profile url longer than this is no public profile's (a 400 naming url): URLs are bounded in practice at 2048. */
export const MAX_PUBLIC_PROFILE_URL_LENGTH = 2048;

/** A public profile url ends with the supplier's id (`{name-slug}-{id}`), as the generator makes it. */
function entityOfUrl(url: string): number | null {
  const match = /-(\d+)\/?$/.exec(url.trim());
  if (!match) return null;
  const profile = supplierProfile(Number(match[1]));
  return profile && url.trim().replace(/\/$/, '').endsWith(profile.publicProfileUrl) ? profile.entityId : null;
}

/** The public-redirect lookup and the limited profile's public details (spec 02 §2.1, §2.15): any buyer. */
export const publicProfileHandlers = [
  endpoint({ method: 'get', kind: 'publicProfile', path: '/public/profiles', rule: anyBuyer }, ({ url: requestUrl }) => {
    const url = requestUrl.searchParams.get('url');
    if (!url) throw new InputError('url is required', 'url');
    if (url.length > MAX_PUBLIC_PROFILE_URL_LENGTH) throw new InputError(`url must be at most ${MAX_PUBLIC_PROFILE_URL_LENGTH} characters`, 'url');
    const entityId = entityOfUrl(url);
    return entityId === null ? notFound(`No public profile at ${url}`) : HttpResponse.json<PublicProfileLookupDto>({ entityId });
  }),

  endpoint({ method: 'get', kind: 'publicProfile', path: '/profiles/:id', rule: anyBuyer }, ({ request, params }) => {
    const profile = supplierOfParam(params.id);
    if (!profile) return notFound(`No public profile ${params.id}`);
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
