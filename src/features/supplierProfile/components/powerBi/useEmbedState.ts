import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';

/** How long an embed may take to say it loaded before the buyer is told it is unavailable. */
export const REPORT_LOAD_TIMEOUT_MS = 8000;

export type EmbedState = 'loading' | 'loaded' | 'unavailable';

/**
 * One embedded report's life: loading until Power BI says `loaded`; an error or no answer within
 * REPORT_LOAD_TIMEOUT_MS makes it unavailable. `onError` may ask to handle an error itself
 * (return true) instead — the risk radar reloads the page once.
 */
export function useEmbedState(hasReport: boolean, onError?: () => boolean) {
  const [state, setState] = useState<EmbedState>('loading');
  const onLoaded = useCallback(() => setState((s) => (s === 'loading' ? 'loaded' : s)), []);
  const onFailed = useCallback(() => {
    if (onError?.()) return;
    setState('unavailable');
  }, [onError]);

  useEffect(() => {
    if (!hasReport || state !== 'loading') return;
    const timer = setTimeout(() => setState((s) => (s === 'loading' ? 'unavailable' : s)), REPORT_LOAD_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, [hasReport, state]);

  return { state, onLoaded, onFailed };
}

/** The browser says it has no network: no report can load. */
export const isOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

const onConnectivityChange = (changed: () => void) => {
  window.addEventListener('online', changed);
  window.addEventListener('offline', changed);
  return () => {
    window.removeEventListener('online', changed);
    window.removeEventListener('offline', changed);
  };
};

/**
 * isOffline, followed as it changes: a report still loading when the connection drops says it is
 * unavailable at once, instead of spinning until REPORT_LOAD_TIMEOUT_MS gives up on what the browser
 * already knows cannot come.
 */
export const useOffline = () => useSyncExternalStore(onConnectivityChange, isOffline, () => false);
