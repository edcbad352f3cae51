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
 *
 * The boundary is there from the start, showing the placeholder: when the tab's deferred first render
 * suspends (its code or texts on their way), React keeps the placeholder instead of committing the
 * fallback, and so does not hold the tab's reveal back 300 ms after it, as it does after a fallback.
 */
export function TabAfterFrame({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const frameShown = useDeferredValue(true, false);
  return <TabSuspense>{frameShown ? children : <Spinner label={t('loading')} />}</TabSuspense>;
}
