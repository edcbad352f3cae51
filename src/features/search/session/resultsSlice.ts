import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { finishFailed, finishLoaded, initAsync, newRequestId, startLoading, type AsyncState } from '@/platform/async';
import type { ApiError } from '@/platform/http';
import type { SearchResultsResponse, SortName, SortOrder } from '@/services/search/types';
import type { ResultsQuery } from './resultsQuery';

// Field order is fixed by the URL reader, so this identifies the rows asked for.
const sameRows = (a: ResultsQuery | null, b: ResultsQuery) => JSON.stringify(a) === JSON.stringify(b);

export interface ResultsSliceState {
  results: AsyncState<SearchResultsResponse>;
  /** The query the results (or the request in flight) belong to. */
  query: ResultsQuery | null;
  /** Selected suppliers (entityID); cleared whenever the rows change (sort, page, new search). */
  selection: number[];
}

/** Leaves the array alone when already empty, so nothing re-renders for a no-op. */
const clearSelection = (state: ResultsSliceState) => {
  if (state.selection.length) state.selection = [];
};

const initialState: ResultsSliceState = { results: initAsync(), query: null, selection: [] };

const resultsSlice = createSlice({
  name: 'searchSession/results',
  initialState,
  reducers: {
    resultsRequested: {
      reducer(state, { payload }: PayloadAction<{ query: ResultsQuery; requestId: number }>) {
        if (!sameRows(state.query, payload.query)) clearSelection(state);
        state.query = payload.query;
        startLoading(state.results, payload.requestId);
      },
      prepare: (query: ResultsQuery) => ({ payload: { query, requestId: newRequestId() } }),
    },
    resultsLoaded(state, { payload }: PayloadAction<{ response: SearchResultsResponse; requestId: number }>) {
      finishLoaded(state.results, payload.response, payload.requestId);
    },
    resultsLoadFailed(state, { payload }: PayloadAction<{ error: ApiError; requestId: number }>) {
      finishFailed(state.results, payload.error, payload.requestId);
    },
    /**
     * Results of a session are wrong once the session's filters changed (Show, Apply, a chip): their
     * rows and count go too, so the page never shows the old count beside the new filters.
     */
    resultsInvalidated(state) {
      state.results.status = 'init';
      state.results.data = null;
      clearSelection(state);
    },
    resultsRetried() {},
    // Buyer intents: the saga turns each into a new URL, which the screen turns into a request.
    resultsSorted(state, _action: PayloadAction<{ sortName: SortName; sortOrder: Exclude<SortOrder, 'random'> }>) {
      clearSelection(state);
    },
    pageChanged(state, _action: PayloadAction<number>) {
      clearSelection(state);
    },
    pageSizeChanged(state, _action: PayloadAction<number>) {
      clearSelection(state);
    },
    randomised(state) {
      clearSelection(state);
    },
    selectionChanged(state, { payload }: PayloadAction<number[]>) {
      state.selection = payload;
    },
    selectionCleared(state) {
      clearSelection(state);
    },
  },
});

export const {
  resultsRequested, resultsLoaded, resultsLoadFailed, resultsInvalidated, resultsRetried, resultsSorted, pageChanged,
  pageSizeChanged, randomised, selectionChanged, selectionCleared,
} = resultsSlice.actions;
export const resultsReducer = resultsSlice.reducer;
