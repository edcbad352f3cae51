import { startTransition, useEffect, useState } from 'react';
import { afterFirstContent, firstContentShown, holdFirstContent, isFirstContentShown } from './firstContent';

/**
 * Whether the first content has painted: a part that waits for it renders its place until then.
 * The parts then come in one transition, which React renders in slices, not as one long task of
 * every waiting part at once.
 */
export function useFirstContentShown(): boolean {
  const [shown, setShown] = useState(isFirstContentShown);
  useEffect(() => {
    if (shown) return;
    return afterFirstContent(() => startTransition(() => setShown(true)));
  }, [shown]);
  return shown;
}

/** A first screen announces its first content once `shown` (its main content, or its failure) is on screen. */
export function useAnnounceFirstContent(shown: boolean): void {
  useEffect(() => holdFirstContent(), []);
  useEffect(() => {
    if (shown) firstContentShown();
  }, [shown]);
}
