import { useEffect, useSyncExternalStore } from 'react';
import { firstContentShown, isFirstContentShown, subscribeFirstContent } from './firstContent';

/** Whether the first content has painted: a part that waits for it renders its place until then. */
export function useFirstContentShown(): boolean {
  return useSyncExternalStore(subscribeFirstContent, isFirstContentShown, () => true);
}

/** A first screen announces its first content once `shown` (its main content, or its failure) is on screen. */
export function useAnnounceFirstContent(shown: boolean): void {
  useEffect(() => {
    if (shown) firstContentShown();
  }, [shown]);
}
