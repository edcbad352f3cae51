import { useHref } from 'react-router-dom';

/**
 * The href a react-aria link renders: app paths ("/source-supplier…") get the router's basename,
 * anything else (another platform page, an absolute URL) is left as it is.
 */
export function useAppHref(href: string): string {
  const isAppPath = href.startsWith('/');
  // Hooks cannot be called conditionally, so a non-app href still asks the router, for "/".
  const routed = useHref(isAppPath ? href : '/');
  return isAppPath ? routed : href;
}
