import { startTransition, useEffect, useState } from 'react';
import { afterNextPaint } from '@/lib/afterNextPaint';
import { afterFirstContent, firstContentShown, holdFirstContent, isFirstContentShown } from './firstContent';

/**
 * False until `when` (which schedules its callback and returns a cancel) calls back, then true, set
 * in a transition, which React renders in slices. True from the start when `initially` is.
 */
function useShownWhen(when: (callback: () => void) => () => void, initially: () => boolean): boolean {
  const [shown, setShown] = useState(initially);
  useEffect(() => {
    if (shown) return;
    return when(() => startTransition(() => setShown(true)));
  }, [shown, when]);
  return shown;
}

const never = () => false;

/**
 * Whether the first content has painted: a part that waits for it renders its place until then.
 * The parts then come in one transition, not as one long task of every waiting part at once.
 */
export const useFirstContentShown = (): boolean => useShownWhen(afterFirstContent, isFirstContentShown);

/**
 * A first screen announces its first content once `shown` (its main content, or its failure) is on
 * screen. While `holding`, the ceiling does not run out, however slow the screen's data; when it
 * stops holding (its part done, or it leaves), the ceiling starts again.
 */
export function useAnnounceFirstContent(shown: boolean, holding = true): void {
  useEffect(() => (holding ? holdFirstContent() : undefined), [holding]);
  useEffect(() => {
    if (shown) firstContentShown();
  }, [shown]);
}

/**
 * False on a component's first render; true once the browser has painted that render, set in a
 * transition (which React renders in slices). A part that costs more than what is above it renders
 * its place first, so what is above paints without waiting for it: left to React, the deferred
 * render and its effects' updates ran before the browser got to paint (issue 39).
 */
export const useShownAfterPaint = (): boolean => useShownWhen(afterNextPaint, never);
