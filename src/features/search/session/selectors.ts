import { createSelector } from '@reduxjs/toolkit';
import type { SessionState } from '@/platform/session';
import { SEARCH_TYPES, type SearchTypeFilterEntry } from '@/services/search/types';
import type { QuickSearchBox } from '../quickSearch/quickSearchSlice';
import type { SearchSessionState } from './searchSessionSlice';

type State = { searchSession: SearchSessionState; session: SessionState };

export const selectSessionState = (s: State) => s.searchSession.current.session;
export const selectRequestedSid = (s: State) => s.searchSession.current.requestedSid;
export const selectSaveState = (s: State) => s.searchSession.current.save;
export const selectSessionRevision = (s: State) => s.searchSession.current.revision;
// Not authorised is a platform rule (platform/auth/leaveIfNotAuthorised); the screens read it from the session.
export { selectLeavingTo } from '@/platform/session';
export const selectCreateOrganisationDenied = (s: State) => s.searchSession.current.createOrganisationDenied;
export const selectCurrentSid = (s: State) =>
  s.searchSession.results.query?.sid ?? s.searchSession.current.session.data?.sessionId ?? null;

export const selectResults = (s: State) => s.searchSession.results.results;
export const selectResultsQuery = (s: State) => s.searchSession.results.query;
export const selectSelection = (s: State) => s.searchSession.results.selection;

export const selectCompanyLookup = (s: State) => s.searchSession.lookups.company;
export const selectReferenceLookup = (s: State) => s.searchSession.lookups.reference;
export const selectQuickLookup = (box: QuickSearchBox) => (s: State) => s.searchSession.quickSearch[box];

/** The session's search type entry, if any: decides "from all suppliers" or "from {source}". */
export const selectSearchTypeEntry = createSelector([selectSessionState], (session) =>
  session.data?.orderedFilters.find((f): f is SearchTypeFilterEntry => f.id === 'searchType'),
);

/** The organisation unit an in-my-supply-chain session searches over; null for all suppliers. */
export const selectSupplyChainUnitId = createSelector([selectSearchTypeEntry], (entry) => {
  const query = entry?.query ?? entry?.complexQuery;
  if (!query || query.SearchType !== SEARCH_TYPES.inMySupplyChain) return null;
  return query.OrgUnitAccountId ?? 0;
});

/**
 * "from {source}": the unit's name as the entry names it, else as resolved from the buyer's units;
 * '' while unknown (the screen then names no unit); null for an all-suppliers search.
 */
export const selectResultsSource = (s: State) => {
  if (selectSupplyChainUnitId(s) === null) return null;
  const entry = selectSearchTypeEntry(s);
  return entry?.filterCopy?.title ?? s.searchSession.current.sourceName ?? '';
};
