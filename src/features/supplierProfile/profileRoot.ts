import type { WithResources } from '@/platform/resource';
import type { SessionState } from '@/platform/session';

/**
 * The profile's own part of the store, mounted under `supplierProfile` when the profile route first
 * renders (store.injectFeature): empty — everything it reads and every submit's status lives in the
 * resource layer's mount (`resources`).
 */
export type ProfileState = Record<string, never>;

export interface ProfileRoot extends WithResources {
  session: SessionState;
  supplierProfile: ProfileState;
}

/** The store key the profile mounts at. */
export const PROFILE_STORE_KEY = 'supplierProfile';
