import { apiPath } from '@/lib/pathSegment';
import { clientFor } from '@/platform/http';
import type { PublicProfileDto, PublicProfileLookupDto } from './types';

/** The supplier id behind a public profile url (spec 02 §2.1 public-redirect). */
export async function findPublicProfile(url: string, signal?: AbortSignal): Promise<PublicProfileLookupDto> {
  const { data } = await clientFor('publicProfile').get<PublicProfileLookupDto>('/public/profiles', { params: { url }, signal });
  return data;
}

/** `id`: a supplier's entity id, or a limited (off-platform) profile's `{sourceSystem}-{sourceId}`. */
export async function getPublicProfile(id: number | string, signal?: AbortSignal): Promise<PublicProfileDto> {
  const { data } = await clientFor('publicProfile').get<PublicProfileDto>(apiPath`/profiles/${id}`, { signal });
  return data;
}
