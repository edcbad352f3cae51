import { startTransition, useEffect, useState, type ReactNode } from 'react';
import { useStore } from 'react-redux';
import type { Reducer } from '@reduxjs/toolkit';
import type { Saga } from 'redux-saga';

/** What the app's store offers a route-level feature (app/store.ts injectFeature). */
export interface FeatureInjectingStore {
  injectFeature: (key: string, reducer: Reducer, saga: Saga) => void;
  hasFeature: (key: string) => boolean;
}

/**
 * A route-level feature's state and sagas join the store when one of its screens first renders, from
 * that screen's chunk, never on the landing's first load. Children render once they are in.
 */
export function FeatureGate({ storeKey, reducer, saga, children }: { storeKey: string; reducer: Reducer; saga: Saga; children: ReactNode }) {
  const store = useStore() as unknown as FeatureInjectingStore;
  const [ready, setReady] = useState(() => store.hasFeature(storeKey));
  useEffect(() => {
    store.injectFeature(storeKey, reducer, saga);
    // A transition: a screen below that suspends on its first render (its code or texts on their way)
    // keeps what is on show instead of its boundary's fallback, which React follows with a 300 ms hold.
    startTransition(() => setReady(true));
  }, [store, storeKey, reducer, saga]);
  return ready ? <>{children}</> : null;
}
