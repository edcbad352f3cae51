export { afterFirstContent, awaitFirstContent, firstContentShown, isFirstContentShown, FIRST_CONTENT_CEILING_MS } from './firstContent';
export { useAnnounceFirstContent, useFirstContentShown, useShownAfterPaint } from './useFirstContent';
