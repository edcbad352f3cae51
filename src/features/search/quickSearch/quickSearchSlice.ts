import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { finishFailed, finishLoaded, initAsync, startLoading } from '@/platform/async';
import type { ApiError } from '@/platform/http';
import type { SupplierSearchResult } from '@/services/search/types';
import type { LookupState } from '../session/lookupsSlice';
import { isSearchable } from './quickSearchRules';

/**
 * The two boxes on POST /quicksearch: the landing's company search when onionSearchEnabled is on,
 * and the supply-chain box of in-my-supply-chain mode (limited to the chosen unit's supply chain).
 */
export type QuickSearchBox = 'company' | 'supplyChain';

export interface QuickLookupState extends LookupState<SupplierSearchResult> {
  /** The unit whose supply chain the supply-chain box searches; null for the company box. */
  orgUnitId: number | null;
}

export type QuickSearchState = Record<QuickSearchBox, QuickLookupState>;

const initialState: QuickSearchState = {
  company: { text: '', orgUnitId: null, hits: initAsync() },
  supplyChain: { text: '', orgUnitId: null, hits: initAsync() },
};

interface Asked {
  box: QuickSearchBox;
  text: string;
  orgUnitId: number | null;
}

function typed(lookup: QuickLookupState, text: string, orgUnitId: number | null) {
  lookup.text = text;
  lookup.orgUnitId = orgUnitId;
  if (isSearchable(text)) startLoading(lookup.hits);
  else lookup.hits = initAsync();
}

// A reply for another text or unit than the box now shows is stale (last keystroke wins).
const current = (state: QuickSearchState, asked: Asked) =>
  state[asked.box].text === asked.text && state[asked.box].orgUnitId === asked.orgUnitId;

const quickSearchSlice = createSlice({
  name: 'searchSession/quickSearch',
  initialState,
  reducers: {
    quickCompanyTextChanged(state, { payload }: PayloadAction<string>) {
      typed(state.company, payload, null);
    },
    supplyChainQuickTextChanged(state, { payload }: PayloadAction<{ text: string; orgUnitId: number }>) {
      typed(state.supplyChain, payload.text, payload.orgUnitId);
    },
    quickSearchAnswered(state, { payload }: PayloadAction<Asked & { items: SupplierSearchResult[] }>) {
      if (current(state, payload)) finishLoaded(state[payload.box].hits, payload.items);
    },
    quickSearchFailed(state, { payload }: PayloadAction<Asked & { error: ApiError }>) {
      if (current(state, payload)) finishFailed(state[payload.box].hits, payload.error);
    },
  },
});

export const { quickCompanyTextChanged, supplyChainQuickTextChanged, quickSearchAnswered, quickSearchFailed } =
  quickSearchSlice.actions;
export const quickSearchReducer = quickSearchSlice.reducer;
