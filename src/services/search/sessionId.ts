import { apiErrors, HttpFailure } from '@/platform/http';

/**
 * A search session id as the search service issues them: letters, digits, hyphens and underscores,
 * at most 64 characters. The sid comes from the URL, and encodeURIComponent leaves `.` alone, so
 * `?sid=..` would walk the request path up a level; any other shape is refused before a call.
 */
const SESSION_ID = /^[A-Za-z0-9_-]{1,64}$/;

export const isSessionIdShape = (sid: string): boolean => SESSION_ID.test(sid);

/**
 * The sid as a path segment. One of another shape cannot name a session, so it fails as an unknown
 * session would (404), and screens say what they say for one ("This search is no longer available").
 */
export function sessionPathSegment(sid: string): string {
  if (!isSessionIdShape(sid)) throw new HttpFailure(apiErrors.requestFailed(404));
  return sid;
}
