import type { ReactNode } from 'react';
import { FeatureGate } from '@/platform/async/FeatureGate';
import { profileReducer, profileSaga } from './profileStore';
import { PROFILE_STORE_KEY } from './profileRoot';

/** The profile's state and sagas join the store when a profile is first opened (platform/async FeatureGate). */
export function ProfileFeatureGate({ children }: { children: ReactNode }) {
  return (
    <FeatureGate storeKey={PROFILE_STORE_KEY} reducer={profileReducer} saga={profileSaga}>
      {children}
    </FeatureGate>
  );
}
