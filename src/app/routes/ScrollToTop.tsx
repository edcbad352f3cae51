import { useEffect } from 'react';
import { useLocation } from '@/platform/router';

/** Every navigation scrolls to the top (spec 01 §2). */
export function ScrollToTop() {
  const { pathname, search } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname, search]);
  return null;
}
