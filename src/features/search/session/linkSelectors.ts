import type { SearchSessionState } from './searchSessionSlice';

// Read by the results page only: kept out of the selectors the landing page loads first.
type State = { searchSession: SearchSessionState };

/** The sid an unknown one was made again under, while a screen may still be on the old one. */
export const selectRecreatedSid = (s: State, sid: string | null | undefined) =>
  (sid && s.searchSession.current.recreated[sid]) || null;

/**
 * The results page's search cannot be found: its session, or its rows, answered 404 and nothing is
 * creating it again from the link (that keeps the session loading). The page then says so once.
 * Not when making it again failed for a passing reason: that failure shows, with a Try again.
 */
export function selectSearchGone(s: State, sid: string | null): boolean {
  if (!sid) return false;
  const { session, requestedSid, recreated } = s.searchSession.current;
  if (recreated[sid]) return false;
  const { results, query } = s.searchSession.results;
  const sessionFailed = session.status === 'error' && requestedSid === sid;
  const sessionGone = sessionFailed && session.error?.status === 404;
  // Rows of a session that could not be made again from the link (a 500, no reply) are unknown for
  // that passing reason: the session's own failure, with its Try again, says so.
  const sessionFailedToRecreate = sessionFailed && session.error?.status !== 404;
  const rowsGone = results.status === 'error' && results.error?.status === 404 && query?.sid === sid
    && session.status !== 'loading' && !sessionFailedToRecreate;
  return sessionGone || rowsGone;
}
