import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { argsKey } from './argsKey';
import type { MutationDefinition, MutationState, ResourceDefinition, ResourceView } from './definitions';
import { resourceActions as A, selectMutation, type ResourceEntry } from './resourcesSlice';
import { useEntryView } from './useEntryView';

/**
 * A screen's read of a resource: asks for the entry when its arguments change (loaded only when
 * init, error or stale; a second reader joins), counts the screen as a reader while mounted (so an
 * invalidation reloads it at once), and hands back what the screen switches on, plus retry.
 * `null` arguments read nothing (not known yet).
 */
export function useResource<Args, Data>(resource: ResourceDefinition<Args, Data>, args: Args | null): ResourceRead<Data>;
export function useResource<Args, SourceArgs, Source, View>(view: ResourceView<Args, SourceArgs, Source, View>, args: Args | null): ResourceRead<View>;
export function useResource(read: ResourceDefinition<unknown, unknown> | ResourceView<unknown, unknown, unknown, unknown>, args: unknown) {
  const view = read.kind === 'view' ? read : null;
  const source = view ? view.source : (read as ResourceDefinition<unknown, unknown>);
  const sourceArgs = view && args !== null ? view.args(args) : args;
  const entry = useEntry(source, sourceArgs);
  const select = view?.select;
  const data = useMemo(() => (entry.data === null || !select ? entry.data : select(entry.data)), [entry.data, select]);
  return { ...entry, data };
}

/** What a screen switches on: the entry's status, data and error, whether a mutation made it stale, and retry. */
export interface ResourceRead<Data> {
  status: ResourceEntry['status'];
  data: Data | null;
  error: ResourceEntry['error'];
  stale: boolean;
  retry: () => void;
}

function useEntry<Args, Data>(resource: ResourceDefinition<Args, Data>, args: Args | null): ResourceRead<Data> {
  const dispatch = useDispatch();
  const key = args === null ? null : argsKey(args);
  const { name } = resource;
  const entry = useEntryView(name, key ?? '', resource.transition ?? false);

  // The key this reader has asked for. Until it has, a failure it finds (a prefetch's, or an earlier
  // screen's) reads as loading: its ask retries it, and the error must not flash up first.
  const asked = useRef<string | null>(null);
  useEffect(() => {
    if (key === null) return undefined;
    const parsed: unknown = JSON.parse(key);
    dispatch(A.readerMounted({ name, key, args: parsed }));
    dispatch(A.requested({ name, key, args: parsed }));
    asked.current = key;
    return () => {
      dispatch(A.readerUnmounted({ name, key }));
    };
  }, [dispatch, name, key]);

  const retry = useCallback(() => {
    if (key !== null) dispatch(A.requested({ name, key, args: JSON.parse(key), reload: true }));
  }, [dispatch, name, key]);

  const { error, stale } = entry;
  const data = (key === null ? null : entry.data) as Data | null;
  const unasked = key !== null && entry.status === 'error' && asked.current !== key;
  const status = key === null ? ('init' as const) : unasked ? ('loading' as const) : entry.status;
  return { status, data, error: unasked ? null : error, stale, retry };
}

/**
 * A form's handle on a mutation for one scope (e.g. `{ supplierId }`): its status and error, `run`
 * (the saga checks the mutation's rule, runs it and invalidates what it changes) and `reset` (a
 * form opened afresh forgets its last submit).
 */
export function useMutation<Args, Result>(mutation: MutationDefinition<Args, Result>, scope: unknown) {
  const dispatch = useDispatch();
  const key = argsKey(scope);
  const { name } = mutation;
  const state = useSelector(useMemo(() => selectMutation(name, key), [name, key])) as MutationState<Result>;
  const run = useCallback(
    (args: Args) => {
      const ref = { name, key: argsKey(mutation.scope(args)) };
      dispatch(A.mutationRequested({ ...ref, args }));
    },
    [dispatch, name, mutation],
  );
  const reset = useCallback(() => {
    dispatch(A.mutationReset({ name, key }));
  }, [dispatch, name, key]);
  return { ...state, run, reset };
}
