import { useEffect, useRef } from 'react';
import { useLocation, useNavigationType } from '@/platform/router';
import { MAIN_ID } from '../shell/SkipLink';

/** Long enough for a lazy screen's chunk and its late features on a slow connection; then we give up. */
const WAIT_FOR_HEADING_MS = 10_000;

/**
 * After a navigation to another page, focus moves to that page's h1, so keyboard and screen reader
 * users start at the top of the new page instead of on <body> (the control they used is gone).
 * Not on the first load (a redirect of the entry URL included), not when only the query changes
 * (sort, page), and not when focus is still on something inside the page (e.g. a profile tab that
 * switched its sub-route): that control is where the buyer is working. Back and Forward are the
 * exception: the control used before them (a tab pressed two pages ago, to which the tab bar then
 * also moves focus as its selection follows the address) no longer says where the buyer is, so only
 * a screen that has put focus on its own heading (a compliance detail page) keeps it.
 */
export function FocusHeadingOnNavigate() {
  const { pathname, key } = useLocation();
  const navigationType = useNavigationType();
  const previous = useRef({ pathname, key });

  useEffect(() => {
    const { pathname: lastPathname, key: lastKey } = previous.current;
    previous.current = { pathname, key };
    if (pathname === lastPathname) return;
    const entryRedirect = lastKey === 'default' && navigationType === 'REPLACE';
    if (entryRedirect) return;
    const main = document.getElementById(MAIN_ID);
    const backOrForward = navigationType === 'POP';
    if (!main || isWorkingInside(main, backOrForward)) return;
    return focusHeadingWhenShown(main, backOrForward);
  }, [pathname, key, navigationType]);

  return null;
}

/** Focus on something inside main; after Back or Forward, only on a heading a screen focused. */
function isWorkingInside(main: HTMLElement, backOrForward: boolean): boolean {
  const active = document.activeElement;
  if (!active || active === main || !main.contains(active)) return false;
  return !backOrForward || /^H[1-6]$/.test(active.tagName);
}

/** Lazy screens render their heading later: watch main until an h1 appears (or the buyer moves on). */
function focusHeadingWhenShown(main: HTMLElement, backOrForward: boolean): () => void {
  const tryFocus = () => {
    if (isWorkingInside(main, backOrForward)) return true;
    const heading = main.querySelector('h1');
    if (!heading) return false;
    // Focusable by script only; the global style keeps it free of a focus ring.
    if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
    heading.focus({ preventScroll: true });
    return true;
  };
  if (tryFocus()) return () => undefined;
  const observer = new MutationObserver(() => {
    if (tryFocus()) stop();
  });
  const timer = window.setTimeout(() => stop(), WAIT_FOR_HEADING_MS);
  function stop() {
    observer.disconnect();
    window.clearTimeout(timer);
  }
  observer.observe(main, { childList: true, subtree: true });
  return stop;
}
