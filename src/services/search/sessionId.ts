import { pathSegment } from '@/lib/pathSegment';

/**
 * A search session id as the search service issues them: letters, digits, hyphens and underscores,
 * at most 64 characters. The sid comes from the URL: one of another shape cannot name a session, so
 * the one path-segment rule refuses it before a call, and it fails as an unknown session would (404,
 * see toApiError): screens say "This search is no longer available".
 */
const SESSION_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** The sid as a path segment. */
export const sessionPathSegment = (sid: string): string => pathSegment(sid, SESSION_ID);
