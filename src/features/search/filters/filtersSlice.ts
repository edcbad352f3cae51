import { createSlice } from '@reduxjs/toolkit';

// Placeholder: replaced by the filters half of the search feature (issue 4).
export interface SearchFiltersState {
  ready: false;
}

const initialState: SearchFiltersState = { ready: false };

const filtersSlice = createSlice({ name: 'searchFilters', initialState, reducers: {} });

export const filtersReducer = filtersSlice.reducer;
