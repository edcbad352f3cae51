import type { KeyedState } from '@/platform/async';
import type { SessionState } from '@/platform/session';
import type { PublicProfileLookupDto } from '@/services/publicProfile/types';
import type { SupplierDetailsDto } from '@/services/supplier/types';
import type { DocumentsState } from './tabs/documents/documentsStore';

/**
 * The profile's part of the store, mounted under `supplierProfile` when the profile route first
 * renders (store.injectFeature). Each tab adds its keyed resources to `ProfileState` and to
 * profileStore.ts.
 */
export interface ProfileState {
  details: KeyedState<SupplierDetailsDto>;
  publicLookup: KeyedState<PublicProfileLookupDto>;
  documents: DocumentsState;
}

export interface ProfileRoot {
  session: SessionState;
  supplierProfile: ProfileState;
}

/** The store key the profile mounts at. */
export const PROFILE_STORE_KEY = 'supplierProfile';
