import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { finishFailed, finishLoaded, initAsync, startLoading, type AsyncState } from '@/platform/async';
import type { ApiError } from '@/platform/http';
import type { CompanySummary } from '@/services/companySearch/types';
import type { SupplierByReference } from '@/services/entityReferences/types';

/** The landing page's two type-aheads: company search and the buyer's own supplier reference. */
export interface LookupState<T> {
  /** What the buyer typed last; a reply for any other text is stale and dropped (last keystroke wins). */
  text: string;
  hits: AsyncState<T[]>;
}

export interface LookupsSliceState {
  company: LookupState<CompanySummary>;
  reference: LookupState<SupplierByReference>;
}

const initialState: LookupsSliceState = {
  company: { text: '', hits: initAsync() },
  reference: { text: '', hits: initAsync() },
};

type Hits<T> = PayloadAction<{ text: string; items: T[] }>;
type Failure = PayloadAction<{ text: string; error: ApiError }>;

function typed<T>(lookup: LookupState<T>, text: string, minLength: number) {
  lookup.text = text;
  if (text.trim().length < minLength) lookup.hits = initAsync();
  else startLoading(lookup.hits);
}

export const COMPANY_MIN_CHARS = 2;
export const REFERENCE_MIN_CHARS = 2;

const lookupsSlice = createSlice({
  name: 'searchSession/lookups',
  initialState,
  reducers: {
    companyTextChanged(state, { payload }: PayloadAction<string>) {
      typed(state.company, payload, COMPANY_MIN_CHARS);
    },
    companiesFound(state, { payload }: Hits<CompanySummary>) {
      if (payload.text === state.company.text) finishLoaded(state.company.hits, payload.items);
    },
    companySearchFailed(state, { payload }: Failure) {
      if (payload.text === state.company.text) finishFailed(state.company.hits, payload.error);
    },
    referenceTextChanged(state, { payload }: PayloadAction<string>) {
      typed(state.reference, payload, REFERENCE_MIN_CHARS);
    },
    referencesFound(state, { payload }: Hits<SupplierByReference>) {
      if (payload.text === state.reference.text) finishLoaded(state.reference.hits, payload.items);
    },
    referenceSearchFailed(state, { payload }: Failure) {
      if (payload.text === state.reference.text) finishFailed(state.reference.hits, payload.error);
    },
  },
});

export const {
  companyTextChanged, companiesFound, companySearchFailed, referenceTextChanged, referencesFound, referenceSearchFailed,
} = lookupsSlice.actions;
export const lookupsReducer = lookupsSlice.reducer;
