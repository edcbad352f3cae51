import { useEffect, useMemo, useRef } from 'react';
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
 * exception: the control focused before them (the tab clicked two pages ago) no longer says where
 * the buyer is, so the new page's heading takes focus from it.
 */
export function FocusHeadingOnNavigate() {
  const { pathname, key } = useLocation();
  const navigationType = useNavigationType();
  const previous = useRef({ pathname, key });
  // What had focus as a Back or Forward began, read while the new address renders: before any screen's
  // own effect moves focus to its heading (a compliance detail page's), which then counts as working.
  const { element: focusedBeforePop } = useMemo(
    () => ({ forKey: key, element: navigationType === 'POP' ? document.activeElement : null }),
    [key, navigationType],
  );

  useEffect(() => {
    const { pathname: lastPathname, key: lastKey } = previous.current;
    previous.current = { pathname, key };
    if (pathname === lastPathname) return;
    const entryRedirect = lastKey === 'default' && navigationType === 'REPLACE';
    if (entryRedirect) return;
    const main = document.getElementById(MAIN_ID);
    if (!main || isWorkingInside(main, focusedBeforePop)) return;
    return focusHeadingWhenShown(main, focusedBeforePop);
  }, [pathname, key, navigationType, focusedBeforePop]);

  return null;
}

/** Focus on something inside main other than `stale` (what was focused before a Back or Forward). */
function isWorkingInside(main: HTMLElement, stale: Element | null = null): boolean {
  const active = document.activeElement;
  return !!active && active !== main && active !== stale && main.contains(active);
}

/** Lazy screens render their heading later: watch main until an h1 appears (or the buyer moves on). */
function focusHeadingWhenShown(main: HTMLElement, stale: Element | null): () => void {
  const tryFocus = () => {
    if (isWorkingInside(main, stale)) return true;
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
