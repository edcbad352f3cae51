import { call, put } from 'redux-saga/effects';
import { abortable, debounceLatest } from '@/platform/async';
import { failureOf } from '@/platform/auth/leaveIfNotAuthorised';
import type { ApiError } from '@/platform/http';
import { quickSearch } from '@/services/search/searchService';
import type { QuickSearchRequest, QuickSearchResponse } from '@/services/search/types';
import { isSearchable, QUICK_SEARCH } from './quickSearchRules';
import {
  quickCompanyTextChanged, quickSearchAnswered, quickSearchFailed, supplyChainQuickTextChanged, type QuickSearchBox,
} from './quickSearchSlice';

function* ask(box: QuickSearchBox, text: string, orgUnitId: number | null) {
  if (!isSearchable(text)) return;
  const body: QuickSearchRequest = { QueryText: text.trim(), Paging: { Page: 1, PageSize: QUICK_SEARCH.pageSize } };
  if (orgUnitId !== null) body.OrgUnitAccountId = orgUnitId;
  try {
    const reply: QuickSearchResponse = yield call(abortable, (signal) => quickSearch(body, signal));
    yield put(quickSearchAnswered({ box, text, orgUnitId, items: reply.items }));
  } catch (e) {
    // Like the other look-ups (spec 01 §8): logged, and the box says the search is unavailable (issue 11).
    console.warn('Quick search failed', e);
    const error: ApiError = yield call(failureOf, e);
    yield put(quickSearchFailed({ box, text, orgUnitId, error }));
  }
}

/** Each box debounces on its own; the last keystroke wins and aborts a search still in flight. */
export function* quickSearchSaga() {
  yield debounceLatest(QUICK_SEARCH.debounceMs, quickCompanyTextChanged.type, ({ payload }: ReturnType<typeof quickCompanyTextChanged>) =>
    ask('company', payload, null),
  );
  yield debounceLatest(
    QUICK_SEARCH.debounceMs,
    supplyChainQuickTextChanged.type,
    ({ payload }: ReturnType<typeof supplyChainQuickTextChanged>) => ask('supplyChain', payload.text, payload.orgUnitId),
  );
}
