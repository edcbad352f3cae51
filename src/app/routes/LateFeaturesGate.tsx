import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore } from 'react-redux';
import { Loader } from '@/ui/Loader';
import type { AppStore } from '../store';

/**
 * Screens that use the late features (export, segments, invite) render once those have joined
 * the store. (A state flag rather than React's `use(promise)`: the latter never resumed under
 * the test renderer.) A part of a screen (a slot's control) passes its own `fallback`. When their code
 * cannot be fetched, the failure goes to the nearest boundary: the slot's place (SlotPart), or the
 * route's message and Try again, never a loader that spins on.
 */
export function LateFeaturesGate({ children, fallback }: { children: ReactNode; fallback?: ReactNode }) {
  const { t } = useTranslation();
  const store = useStore() as AppStore;
  const [ready, setReady] = useState(store.lateFeaturesLoaded);
  const [failure, setFailure] = useState<{ error: unknown } | null>(null);
  if (failure) throw failure.error;
  useEffect(() => {
    let live = true;
    store.lateFeaturesReady.then(
      () => live && setReady(true),
      (error: unknown) => live && setFailure({ error }),
    );
    return () => {
      live = false;
    };
  }, [store]);
  return ready ? <>{children}</> : (fallback ?? <Loader label={t('loading')} />);
}
