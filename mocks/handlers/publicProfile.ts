import { HttpResponse } from 'msw';
import { anyBuyer } from '@/platform/auth/identityRules';
import type { PublicProfileDto, PublicProfileLookupDto } from '@/services/publicProfile/types';
import { localiseSupplierSize } from '../data/localise';
import { findOffPlatform, MAX_SOURCE_PART_LENGTH, splitOffPlatformId } from '../data/profile/offPlatform';
import { getNetwork } from '../db';
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

/**
 * The public profile of an off-platform company, by the limited profile's id (`{sourceSystem}-{sourceId}`,
 * matched by the one off-platform rule): what the limited profile shows beside the register's record.
 * Null for an on-platform (numeric) id; a 404 for an unknown or overlong one.
 */
function offPlatformPublicProfile(id: string): Response | null {
  if (/^\d+$/.test(id)) return null;
  const { sourceSystem, sourceId } = splitOffPlatformId(id);
  const tooLong = sourceSystem.length > MAX_SOURCE_PART_LENGTH || sourceId.length > MAX_SOURCE_PART_LENGTH;
  const found = tooLong || !sourceId ? null : findOffPlatform(getNetwork().offPlatformCompanies, sourceSystem, sourceId);
  if (!found) return notFound(`No public profile ${id}`);
  return HttpResponse.json<PublicProfileDto>({
    companyName: found.companyName,
    companyHouseNumber: found.companyId,
    vatNumber: found.vatNumber,
    headOffice: { town: found.city, county: found.county },
    companyDetails: { description: found.description },
    companySize: found.companySize,
    numberOfEmployees: found.numberOfEmployees,
  });
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
    const offPlatform = offPlatformPublicProfile(String(params.id));
    if (offPlatform) return offPlatform;
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
