import { inAppReturnPath } from '@/lib/safeReturnUrl';
import { BASENAME } from '../router/paths';

/**
 * Where the browser goes back to after Auth0 sign-in: the page the buyer asked for (Auth0's
 * appState.returnTo), only when the return-URL guard lets it through and it is a page of this app;
 * otherwise null and the app stays on its start page. The history entry it replaces must be on
 * this origin, so a foreign address would throw there, not just mislead.
 */
export function signInReturnTarget(returnTo: unknown, currentHref: string = window.location.href): string | null {
  if (typeof returnTo !== 'string') return null;
  const path = inAppReturnPath(returnTo, BASENAME, currentHref);
  return path === null ? null : `${BASENAME}${path}`;
}
