import { call, put } from 'redux-saga/effects';
import { abortable, debounceLatest } from '@/platform/async';
import { failureOf } from '@/platform/auth/leaveIfNotAuthorised';
import type { ApiError } from '@/platform/http';
import { searchCompanies } from '@/services/companySearch/companySearchService';
import type { CompanySearchResponse } from '@/services/companySearch/types';
import { findSuppliersByReference } from '@/services/entityReferences/entityReferencesService';
import type { SuppliersByReferenceResponse } from '@/services/entityReferences/types';
import {
  COMPANY_MIN_CHARS, companiesFound, companySearchFailed, companyTextChanged, REFERENCE_MIN_CHARS, referencesFound,
  referenceSearchFailed, referenceTextChanged,
} from './lookupsSlice';

/** Spec 01 §9: company search debounce 500 ms, page size 10, default country GB. */
export const COMPANY_SEARCH = { debounceMs: 500, pageSize: 10, countryCode: 'GB' } as const;
/** Spec 01 §9: reference search debounce 200 ms, 30 per page. */
export const REFERENCE_SEARCH = { debounceMs: 200, itemsPerPage: 30 } as const;

function* findCompanies({ payload: text }: ReturnType<typeof companyTextChanged>) {
  if (text.trim().length < COMPANY_MIN_CHARS) return;
  try {
    const query = { queryText: text, countryCode: COMPANY_SEARCH.countryCode, page: 1, pageSize: COMPANY_SEARCH.pageSize };
    const reply: CompanySearchResponse = yield call(abortable, (signal) => searchCompanies(query, signal));
    yield put(companiesFound({ text, items: reply.items }));
  } catch (e) {
    // Spec 01 §8: company search failures are only logged; the field keeps working.
    console.warn('Company search failed', e);
    const error: ApiError = yield call(failureOf, e);
    yield put(companySearchFailed({ text, error }));
  }
}

function* findReferences({ payload: text }: ReturnType<typeof referenceTextChanged>) {
  const reference = text.trim();
  if (reference.length < REFERENCE_MIN_CHARS) return;
  try {
    const reply: SuppliersByReferenceResponse = yield call(abortable, (signal) =>
      findSuppliersByReference(reference, 1, REFERENCE_SEARCH.itemsPerPage, signal),
    );
    yield put(referencesFound({ text, items: reply.data.items }));
  } catch (e) {
    // Spec 01 §8: reference search failures are only logged.
    console.warn('Reference search failed', e);
    const error: ApiError = yield call(failureOf, e);
    yield put(referenceSearchFailed({ text, error }));
  }
}

/** The last keystroke wins: a newer text cancels the wait and aborts a search still in flight. */
export function* lookupsSaga() {
  yield debounceLatest(COMPANY_SEARCH.debounceMs, companyTextChanged.type, findCompanies);
  yield debounceLatest(REFERENCE_SEARCH.debounceMs, referenceTextChanged.type, findReferences);
}
