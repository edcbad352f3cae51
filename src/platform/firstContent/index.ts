export { afterFirstContent, awaitFirstContent, firstContentShown, FIRST_CONTENT_CEILING_MS } from './firstContent';
export { useAnnounceFirstContent, useFirstContentShown } from './useFirstContent';
