import { useEffect, useState, type ReactNode } from 'react';
import { useStore } from 'react-redux';
import { profileReducer, profileSaga } from './profileStore';
import { PROFILE_STORE_KEY } from './profileRoot';

/** What the app's store offers a route-level feature (app/store.ts injectFeature). */
export interface FeatureInjectingStore {
  injectFeature: (key: string, reducer: typeof profileReducer, saga: typeof profileSaga) => void;
  hasFeature: (key: string) => boolean;
}

/**
 * The profile's state and sagas join the store when a profile is first opened, from this chunk,
 * never on the landing's first load. Children render once they are in.
 */
export function ProfileFeatureGate({ children }: { children: ReactNode }) {
  const store = useStore() as unknown as FeatureInjectingStore;
  const [ready, setReady] = useState(() => store.hasFeature(PROFILE_STORE_KEY));
  useEffect(() => {
    store.injectFeature(PROFILE_STORE_KEY, profileReducer, profileSaga);
    setReady(true);
  }, [store]);
  return ready ? <>{children}</> : null;
}
