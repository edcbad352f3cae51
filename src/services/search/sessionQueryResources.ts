import { defineResource } from '@/platform/resource';
import { getSessionQuery } from './searchService';

/**
 * A search session's filters (GET /session/{sid}/query), read where a screen needs what the search
 * asked for without owning the session (the comparison's work category rows, issue 41).
 */
export const sessionQuery = defineResource({
  name: 'search/sessionQuery',
  load: ({ sid }: { sid: string }) => getSessionQuery(sid),
});
