import { useCallback, useEffect, useMemo } from 'react';
import { shallowEqual, useDispatch, useSelector } from 'react-redux';
import { useKeyedResource, type AsyncState } from '@/platform/async';
import type { ApiError } from '@/platform/http';
import { useLanguage } from '@/platform/session';
import type { DetailRecordKind } from '@/services/requirement/detailRecordsTypes';
import type { ReferenceDataType, ReferenceOption } from '@/services/requirement/referenceDataTypes';
import type { ComplianceRoot } from '../complianceRoot';
import { detailRecordKey, detailRecords, referenceData, referenceDataKey } from './detailResources';

/** One detail record by kind and id; `id` null (an id that is not a number) asks for nothing. */
export function useDetailRecord(kind: DetailRecordKind, id: number | null) {
  return useKeyedResource(detailRecords, id === null ? null : detailRecordKey(kind, id));
}

export interface ReferenceNames {
  /** Loading until every list asked for has answered or failed. */
  status: 'loading' | 'loaded';
  /** The first failure among the lists, if any. */
  error: ApiError | null;
  /** The option's name, or undefined when its list has not arrived or lacks the id. */
  nameOf: (type: ReferenceDataType, id: number) => string | undefined;
  /** Asks again for the lists that failed. */
  retry: () => void;
}

/**
 * The reference-data lists a page names ids with, in the buyer's language: each list is asked for
 * once per language and then read from the store (another detail page, or a return to this one,
 * asks nothing); picking another language asks for that language's lists.
 */
export function useReferenceNames(types: readonly ReferenceDataType[]): ReferenceNames {
  const dispatch = useDispatch();
  const language = useLanguage();
  const keys = useMemo(() => types.map((type) => referenceDataKey(type, language)), [types, language]);
  const states = useSelector(
    (root: ComplianceRoot) => keys.map((key) => referenceData.selectFor(key)(root)),
    shallowEqual,
  ) as AsyncState<ReferenceOption[]>[];

  useEffect(() => {
    for (const key of keys) dispatch(referenceData.actions.requested({ key }));
  }, [dispatch, keys]);

  const retry = useCallback(() => {
    keys.forEach((key, i) => {
      if (states[i].status === 'error') dispatch(referenceData.actions.requested({ key, reload: true }));
    });
  }, [dispatch, keys, states]);

  const byType = useMemo(() => {
    const map = new Map<ReferenceDataType, Map<number, string>>();
    types.forEach((type, i) => map.set(type, new Map((states[i].data ?? []).map((option) => [option.id, option.name]))));
    return map;
  }, [types, states]);

  const nameOf = useCallback((type: ReferenceDataType, id: number) => byType.get(type)?.get(id), [byType]);
  const settled = states.every((state) => state.status === 'loaded' || state.status === 'error');
  const error = states.find((state) => state.status === 'error')?.error ?? null;
  return { status: settled ? 'loaded' : 'loading', error, nameOf, retry };
}
