import { useEffect, useMemo, useRef } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useListParams } from '@/platform/list';
import { useSearch } from '@/platform/router';
import { sessionRequested } from '../contract';
import { queryFromParams, queryKey, RESULTS_LIST, type ResultsQuery } from '../session/resultsQuery';
import { FILTERS_PARAM } from '../session/resultsLink';
import { resultsRequested } from '../session/resultsSlice';
import { selectRequestedSid, selectResults, selectResultsQuery, selectSessionState } from '../session/selectors';
import { selectRecreatedSid } from '../session/linkSelectors';
import { useFiltersInLink } from './useFiltersInLink';

/**
 * The URL is the source of truth: whenever it asks for other rows than the store holds (or the
 * session's filters changed), request them; also make sure the session itself is loaded. The
 * link's filters (f=) travel with the session request, so an unknown session can be made again.
 */
export function useResultsLoader(): { query: ResultsQuery | null; filters: string | null } {
  const dispatch = useDispatch();
  const search = useSearch();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const query = useMemo(() => queryFromParams(params), [params]);
  const filters = params.get(FILTERS_PARAM);
  const key = queryKey(query);
  const results = useSelector(selectResults);
  const loadedKey = queryKey(useSelector(selectResultsQuery));
  const session = useSelector(selectSessionState);
  const needsResults = !!query && (loadedKey !== key || results.status === 'init');
  // A page past the end (an old link, fewer results since) is replaced by the last page.
  const loadedHere = results.status === 'loaded' && loadedKey === key;
  useListParams(RESULTS_LIST, { total: loadedHere ? results.data?.totalCount : undefined });

  // Asks when the URL moves (or the rows were dropped), not whenever the store holds other rows: a
  // sort or a page asks for its rows first and then moves the URL in the router's transition, so for
  // a moment the store is ahead of the URL. Asking for the URL's rows then cancelled the new request,
  // fetched the old rows again and asked for the new ones a third time (~150–250 ms per sort or page).
  const askedForKey = useRef<string | null>(null);
  useEffect(() => {
    const urlMoved = askedForKey.current !== key;
    askedForKey.current = key;
    if (needsResults && query && (urlMoved || results.status === 'init')) dispatch(resultsRequested(query));
    // `key` identifies the query; the object itself is recreated on every URL read.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, needsResults, dispatch]);

  const sid = query?.sid;
  const sessionSid = session.data?.sessionId;
  const sessionBusy = session.status === 'loading';
  // A session that failed to load (e.g. an unknown sid) shows its error; asking again on every
  // render would loop forever, so only a new sid (or the panel's retry) asks again.
  const requestedSid = useSelector(selectRequestedSid);
  const failedForThisSid = session.status === 'error' && requestedSid === sid;
  // Made again under a new sid: the URL is about to move there.
  const recreated = useSelector((state: Parameters<typeof selectRecreatedSid>[0]) => selectRecreatedSid(state, sid)) !== null;
  useEffect(() => {
    if (sid && sid !== sessionSid && !sessionBusy && !failedForThisSid && !recreated) dispatch(sessionRequested({ sid, filters }));
    // The filters matter only with a new sid: a changed f alone does not ask for the session again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [sid, sessionSid, sessionBusy, failedForThisSid, recreated, dispatch]);

  useFiltersInLink(sid ?? null, filters);
  return { query, filters };
}
