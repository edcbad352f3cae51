import { combineReducers, createAction, createSlice } from '@reduxjs/toolkit';
import { finishFailed, finishLoaded, initAsync, startLoading, type AsyncState } from '@/platform/async';
import type { ApiError } from '@/platform/http';
import type { FilterEntry } from '@/services/search/types';
import { applyRequested, filtersValidated, searchSessionLoaded, sessionRequested } from '../contract';
import { quickSearchReducer } from '../quickSearch/quickSearchSlice';
import { lookupsReducer } from './lookupsSlice';
import { resultsReducer } from './resultsSlice';

/** The search session the buyer is looking at: its id and the filters it was created with. */
export interface SessionSummary {
  sessionId: string;
  orderedFilters: FilterEntry[];
}

export interface SessionSliceState {
  /** The session read (GET /session/{sid}/query) or written (create/update). */
  session: AsyncState<SessionSummary>;
  /** The sid last asked for: a failed load of it is not retried by re-rendering screens. */
  requestedSid: string | null;
  /** Create or update in flight after Show / Apply (the filters half validated first). */
  save: AsyncState<string>;
  /** Bumped whenever a session is created or updated, so the results page re-queries the same URL. */
  revision: number;
  /** Create new was pressed without onboarding access (spec 01 §6). */
  createOrganisationDenied: boolean;
  /** Name of the organisation unit an in-my-supply-chain session searches ("from {source}"). */
  sourceName: string | null;
  /** Unknown sids a results link's filters were made again under a new sid (old → new). */
  recreated: Record<string, string>;
}

const initialState: SessionSliceState = {
  session: initAsync(),
  requestedSid: null,
  save: initAsync(),
  revision: 0,
  createOrganisationDenied: false,
  sourceName: null,
  recreated: {},
};

// Events raised by the landing and results screens; the saga acts on them.
export const sessionLoadFailed = createAction<{ sid: string; error: ApiError }>('searchSession/sessionLoadFailed');
export const sessionSaveFailed = createAction<ApiError>('searchSession/sessionSaveFailed');
export const sessionSaved = createAction<{ sid: string }>('searchSession/sessionSaved');
/** A results link's unknown session was created again from its filters; its URL moves to `to`. */
export const sessionRecreated = createAction<{ from: string; to: string }>('searchSession/sessionRecreated');
export const organisationCreateRequested = createAction<{ companyName: string; companyNumber?: string }>(
  'searchSession/organisationCreateRequested',
);
export const sourceNameResolved = createAction<string>('searchSession/sourceNameResolved');
export const organisationCreateDenied = createAction('searchSession/organisationCreateDenied');
export const landingResetRequested = createAction('searchSession/landingResetRequested');
export const inviteSupplierRequested = createAction('searchSession/inviteSupplierRequested');
/** `originUrl`: the in-app page the profile's Close profile returns to (spec 02 §2.2 navigation state). */
export const supplierOpened = createAction<{ entityId: number; originUrl?: string }>('searchSession/supplierOpened');

const sessionSlice = createSlice({
  name: 'searchSession/session',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(sessionRequested, (state, { payload }) => {
        if (state.session.data?.sessionId !== payload.sid) state.session.data = null;
        state.requestedSid = payload.sid;
        startLoading(state.session);
      })
      .addCase(sessionRecreated, (state, { payload }) => {
        state.recreated[payload.from] = payload.to;
      })
      .addCase(sessionLoadFailed, (state, { payload }) => {
        finishFailed(state.session, payload.error);
      })
      .addCase(applyRequested, (state) => {
        // A new attempt: the last failure no longer describes what the buyer is doing.
        state.save = initAsync();
      })
      .addCase(filtersValidated, (state) => {
        startLoading(state.save);
      })
      .addCase(sessionSaved, (state, { payload }) => {
        finishLoaded(state.save, payload.sid);
        state.revision += 1;
      })
      .addCase(sessionSaveFailed, (state, { payload }) => {
        finishFailed(state.save, payload);
      })
      .addCase(searchSessionLoaded, (state, { payload }) => {
        if (state.session.data?.sessionId !== payload.session.sessionId) state.sourceName = null;
        finishLoaded(state.session, {
          sessionId: payload.session.sessionId,
          orderedFilters: payload.session.orderedFilters,
        });
      })
      .addCase(sourceNameResolved, (state, { payload }) => {
        state.sourceName = payload;
      })
      .addCase(organisationCreateDenied, (state) => {
        state.createOrganisationDenied = true;
      })
      .addCase(organisationCreateRequested, (state) => {
        state.createOrganisationDenied = false;
      });
  },
});

export const sessionReducer = sessionSlice.reducer;

export const searchSessionReducer = combineReducers({
  current: sessionReducer,
  results: resultsReducer,
  lookups: lookupsReducer,
  quickSearch: quickSearchReducer,
});

export type SearchSessionState = ReturnType<typeof searchSessionReducer>;
