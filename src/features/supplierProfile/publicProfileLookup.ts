import { createKeyedResource } from '@/platform/async';
import { findPublicProfile } from '@/services/publicProfile';
import type { PublicProfileLookupDto } from '@/services/publicProfile/types';
import type { ProfileRoot } from './profileRoot';

/** Public profile url → supplier id (spec 02 §2.1 public-redirect), per url. */
export const publicProfileLookup = createKeyedResource<string, PublicProfileLookupDto, ProfileRoot>({
  name: 'supplierProfile/publicLookup',
  load: (url, signal) => findPublicProfile(url, signal),
});
