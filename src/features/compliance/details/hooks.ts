import { useCallback, useEffect, useMemo } from 'react';
import { shallowEqual, useDispatch, useSelector } from 'react-redux';
import type { ApiError } from '@/platform/http';
import { argsKey, resourceActions, selectEntry, useResource, type ResourceEntry, type WithResources } from '@/platform/resource';
import { useLanguage } from '@/platform/session';
import type { DetailRecordKind } from '@/services/requirement/detailRecordsTypes';
import { detailRecord } from '@/services/requirement/detailRecordsResources';
import { referenceData } from '@/services/requirement/referenceDataResources';
import type { ReferenceDataType, ReferenceOption } from '@/services/requirement/referenceDataTypes';

/** One detail record by kind and id; `id` null (an id that is not a number) asks for nothing. */
export function useDetailRecord(kind: DetailRecordKind, id: number | null) {
  return useResource(detailRecord, id === null ? null : { kind, id });
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
  // A page names as many lists as its kind needs, so this reads several entries of the one
  // resource at once (useResource reads one): the same requests and reader counts, per list.
  const refs = useMemo(
    () => types.map((type) => {
      const args = { type, language };
      return { name: referenceData.name, key: argsKey(args), args };
    }),
    [types, language],
  );
  const states = useSelector(
    (root: WithResources) => refs.map((ref) => selectEntry(ref.name, ref.key)(root)),
    shallowEqual,
  ) as ResourceEntry<ReferenceOption[]>[];

  useEffect(() => {
    for (const ref of refs) {
      dispatch(resourceActions.readerMounted(ref));
      dispatch(resourceActions.requested(ref));
    }
    return () => {
      for (const { name, key } of refs) dispatch(resourceActions.readerUnmounted({ name, key }));
    };
  }, [dispatch, refs]);

  const retry = useCallback(() => {
    refs.forEach((ref, i) => {
      if (states[i].status === 'error') dispatch(resourceActions.requested({ ...ref, reload: true }));
    });
  }, [dispatch, refs, states]);

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
