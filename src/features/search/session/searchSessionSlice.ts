import { createSlice } from '@reduxjs/toolkit';

// Placeholder: replaced by the session half of the search feature (issue 4).
export interface SearchSessionState {
  ready: false;
}

const initialState: SearchSessionState = { ready: false };

const searchSessionSlice = createSlice({ name: 'searchSession', initialState, reducers: {} });

export const searchSessionReducer = searchSessionSlice.reducer;
