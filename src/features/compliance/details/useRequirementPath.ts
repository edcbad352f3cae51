import { BASENAME, useHref } from '@/platform/router';

/**
 * The requirement page's app path (no basename) from the href the requirement page hands the detail
 * routes, absolute ("/supplier/1/compliance/requirement/28") or relative to where the detail routes
 * are mounted (".."), so Close and Back always lead to one fixed address.
 */
export function useRequirementPath(requirementHref: string): string {
  const href = useHref(requirementHref);
  return href === BASENAME || href.startsWith(`${BASENAME}/`) || href.startsWith(`${BASENAME}?`) ? href.slice(BASENAME.length) || '/' : href;
}
