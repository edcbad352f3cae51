/** Test helpers for the results page: saved sessions in the mock db and the result requests made. */
import { getDb } from '../../mocks/db';
import { server } from '../../mocks/node';
import type { FilterEntry, SessionDto } from '@/services/search/types';

/** "Mast climbers" (10099): 149 suppliers in the generated network, so three pages of 50. */
export const MAST_CLIMBERS: FilterEntry = {
  id: 'productServicesIDs', isQuery: true, query: { Id: 10099, MinValue: null, MaxValue: null },
  filterCopy: { title: 'Mast climbers', Name: 'Mast climbers' },
};

export function storeSession(sid: string, orderedFilters: FilterEntry[] = [MAST_CLIMBERS]) {
  const now = new Date().toISOString();
  const session: SessionDto = {
    sessionId: sid, status: 'Active', orderedFilters, sorting: { name: 'name', order: 'asc' },
    paging: { page: 1, pageSize: 50 }, randomScore: null, results: null, createdOn: now, updatedOn: now,
  };
  getDb().sessions[sid] = session;
}

/** Every GET /search/{sid} the screen makes, as the query it sent. */
export function recordResultRequests() {
  const seen: URLSearchParams[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    // GET only: POST /search/counts matches the same path shape.
    if (request.method === 'GET' && /\/mock-api\/search\/search\/[^/]+$/.test(url.pathname)) seen.push(url.searchParams);
  });
  return seen;
}
