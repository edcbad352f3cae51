import { Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ScreenBoundary } from '@/platform/async/ScreenBoundary';
import { useAnnounceFirstContent, useShownAfterPaint } from '@/platform/firstContent';
import { Spinner } from '@/ui/Spinner';

/**
 * While a tab's chunk loads, the header and tab bar stay; a small spinner stands in for the tab. When
 * the tab fails (its code could not be fetched, it crashed), its panel and Try again stand in for it,
 * and the header and tab bar stay too: the buyer can still pick another tab.
 */
export function TabSuspense({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <ScreenBoundary>
      <Suspense fallback={<Spinner label={t('loading')} />}>{children}</Suspense>
    </ScreenBoundary>
  );
}

/**
 * A tab's content in the frame that just received its supplier: the frame (the header, the page's
 * largest paint) commits and paints on its own, and the tab renders after that paint in a
 * transition, which React slices (issue 39). A deferred value was not enough: React rendered the tab,
 * and the updates of its effects, before the browser painted the header. Switching tabs later keeps
 * this mounted, so only the frame's first arrival waits.
 *
 * The boundary is there from the start, showing the placeholder: when the tab's deferred first render
 * suspends (its code or texts on their way), React keeps the placeholder instead of committing the
 * fallback, and so does not hold the tab's reveal back 300 ms after it, as it does after a fallback.
 */
export function TabAfterFrame({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const frameShown = useShownAfterPaint();
  // The profile's first content is the header and this first render of its tab (ProfileLayout).
  useAnnounceFirstContent(frameShown, false);
  return <TabSuspense>{frameShown ? children : <Spinner label={t('loading')} />}</TabSuspense>;
}
