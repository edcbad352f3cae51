import { useCallback, useEffect, useState } from 'react';

/**
 * True once the element has come within `rootMargin` of the viewport, and from then on: for work
 * worth doing only for what the buyer scrolls to (one call per question of a long requirement,
 * issue 35). Printing shows everything, so `beforeprint` counts as seen too. Where there is no
 * IntersectionObserver (an older browser, jsdom) the element counts as seen at once: the work is
 * then done as it was before, never skipped.
 */
export function useSeenOnce<T extends Element>(rootMargin = '300px'): [(node: T | null) => void, boolean] {
  const [node, setNode] = useState<T | null>(null);
  const [seen, setSeen] = useState(() => typeof IntersectionObserver === 'undefined');
  const ref = useCallback((next: T | null) => setNode(next), []);

  useEffect(() => {
    if (seen || !node) return undefined;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setSeen(true);
    }, { rootMargin });
    observer.observe(node);
    const onPrint = () => setSeen(true);
    window.addEventListener('beforeprint', onPrint);
    return () => {
      observer.disconnect();
      window.removeEventListener('beforeprint', onPrint);
    };
  }, [node, rootMargin, seen]);

  return [ref, seen];
}
