import { createAction } from '@reduxjs/toolkit';
import type { FilterEntry, SessionDto } from '@/services/search/types';

/**
 * Events that cross the two halves of the search feature: the filters half (filters/: what the
 * buyer is choosing, counts, validation) and the session half (session/: search sessions,
 * results, sorting, paging, selection). Each half owns its slice; they talk only through these.
 */
export type ApplySource = 'landing' | 'filtersPage' | 'resultsPanel';

/** The buyer pressed Show / Apply new filters. The filters saga validates the required filters. */
export const applyRequested = createAction<{ source: ApplySource }>('search/applyRequested');

/** Required filters are present: the session saga creates or updates the session, then shows results. */
export const filtersValidated = createAction<{ orderedFilters: FilterEntry[]; source: ApplySource }>(
  'search/filtersValidated',
);

/**
 * A screen with ?sid needs that session (filters page, results page). A results link also carries
 * the session's filters (`filters`, the link's f=), from which an unknown session is created again.
 */
export const sessionRequested = createAction<{ sid: string; filters?: string | null }>('search/sessionRequested');

/** A session was created, updated or loaded: the filters half takes its filters as the applied state. */
export const searchSessionLoaded = createAction<{ session: Pick<SessionDto, 'sessionId' | 'orderedFilters'> }>(
  'search/sessionLoaded',
);
