import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore } from 'react-redux';
import { Loader } from '@/ui/Loader';
import type { AppStore } from '../store';

/**
 * Screens that use the late features (export, segments, invite) render once those have joined
 * the store. (A state flag rather than React's `use(promise)`: the latter never resumed under
 * the test renderer.) A part of a screen (a slot's control) passes its own `fallback`.
 */
export function LateFeaturesGate({ children, fallback }: { children: ReactNode; fallback?: ReactNode }) {
  const { t } = useTranslation();
  const store = useStore() as AppStore;
  const [ready, setReady] = useState(store.lateFeaturesLoaded);
  useEffect(() => {
    let live = true;
    void store.lateFeaturesReady.then(() => live && setReady(true));
    return () => {
      live = false;
    };
  }, [store]);
  return ready ? <>{children}</> : (fallback ?? <Loader label={t('loading')} />);
}
