import type { KeyedState } from '@/platform/async';
import type { SessionState } from '@/platform/session';
import type { SupplierGoalDto } from '@/services/compliance/types';
import type { PublicProfileLookupDto } from '@/services/publicProfile/types';
import type { SupplierDetailsDto } from '@/services/supplier/types';
import type { LocationsResponse, SupplierContactsDto } from '@/services/supplier/profileTabTypes';

/**
 * The profile's part of the store, mounted under `supplierProfile` when the profile route first
 * renders (store.injectFeature). Each tab adds its keyed resources to `ProfileState` and to
 * profileStore.ts.
 */
export interface ProfileState {
  details: KeyedState<SupplierDetailsDto>;
  publicLookup: KeyedState<PublicProfileLookupDto>;
  contacts: KeyedState<SupplierContactsDto>;
  /** Keyed by tabs/locations/locationsResource.ts locationsKey (supplier, page, size, sort). */
  locations: KeyedState<LocationsResponse>;
  goals: KeyedState<SupplierGoalDto[]>;
}

export interface ProfileRoot {
  session: SessionState;
  supplierProfile: ProfileState;
}

/** The store key the profile mounts at. */
export const PROFILE_STORE_KEY = 'supplierProfile';
