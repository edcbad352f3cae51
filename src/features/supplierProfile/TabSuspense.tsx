import { Suspense, useDeferredValue, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '@/ui/Spinner';

/** While a tab's chunk loads, the header and tab bar stay; a small spinner stands in for the tab. */
export function TabSuspense({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return <Suspense fallback={<Spinner label={t('loading')} />}>{children}</Suspense>;
}

/**
 * A tab's content in the frame that just received its supplier: the frame (the header, the page's
 * largest paint) commits on its own, and the tab renders right after in a transition, which React
 * slices, instead of one long task that holds the first paint of both (issue 39). Switching tabs
 * later keeps this mounted, so only the frame's first arrival waits.
 */
export function TabAfterFrame({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const frameShown = useDeferredValue(true, false);
  return frameShown ? <TabSuspense>{children}</TabSuspense> : <Spinner label={t('loading')} />;
}
