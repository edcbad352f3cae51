import { defineResource } from '@/platform/resource';
import { findPublicProfile, getPublicProfile } from './publicProfileService';

/**
 * The limited profile's public details (spec 02 §2.15 "It shows public details"; §3 public profile):
 * GET {public profile}/profiles/{id} with the limited profile's own id, shown beside the register's record.
 */
export const publicProfile = defineResource({
  name: 'publicProfile/profile',
  load: ({ sourceId }: { sourceId: string }, signal) => getPublicProfile(sourceId, signal),
});

/** A public profile url → the supplier behind it (spec 02 §2.1 public-redirect). */
export const publicProfileLookup = defineResource({
  name: 'publicProfile/lookup',
  load: ({ url }: { url: string }, signal) => findPublicProfile(url, signal),
});
