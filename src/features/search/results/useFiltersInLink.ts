import { useEffect, useLayoutEffect, useState } from 'react';
import { useSelector } from 'react-redux';
import { useSearchParams } from '@/platform/router';
import type { FilterEntry } from '@/services/search/types';
import { encodeSessionFilters, FILTERS_PARAM } from '../session/resultsLink';
import { selectSessionState } from '../session/selectors';

/**
 * Once the page's session is loaded, its link carries the session's filters (f=), however the
 * buyer got here (e.g. "Close filters", an older link): what they copy from the address bar then
 * works in any browser. The rows asked for do not depend on f, so nothing is loaded again.
 */
export function useFiltersInLink(sid: string | null, filters: string | null) {
  const session = useSelector(selectSessionState);
  const [, setSearch] = useSearchParams();
  const orderedFilters = session.status === 'loaded' && session.data?.sessionId === sid ? session.data.orderedFilters : null;
  const [packed, setPacked] = useState<{ of: FilterEntry[]; f: string | null } | null>(null);

  useEffect(() => {
    if (!orderedFilters) return;
    let live = true;
    void encodeSessionFilters(orderedFilters).then((f) => live && setPacked({ of: orderedFilters, f }));
    return () => {
      live = false;
    };
  }, [orderedFilters]);

  // Applied right after the render that shows it, with that render's URL: a promise resolving
  // later could otherwise write back a URL the buyer has already left (a sort, a page).
  const f = packed?.of === orderedFilters ? packed.f : null;
  useLayoutEffect(() => {
    if (!f || f === filters) return;
    setSearch(
      (current) => {
        current.set(FILTERS_PARAM, f);
        return current;
      },
      { replace: true },
    );
  }, [f, filters, setSearch]);
}
