import { useCallback, useEffect, useMemo } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { argsKey } from './argsKey';
import type { MutationDefinition, MutationState, ResourceDefinition } from './definitions';
import { resourceActions as A, selectEntry, selectMutation } from './resourcesSlice';

/**
 * A screen's read of a resource: asks for the entry when its arguments change (loaded only when
 * init, error or stale; a second reader joins), counts the screen as a reader while mounted (so an
 * invalidation reloads it at once), and hands back what the screen switches on, plus retry.
 * `null` arguments read nothing (not known yet).
 */
export function useResource<Args, Data>(resource: ResourceDefinition<Args, Data>, args: Args | null) {
  const dispatch = useDispatch();
  const key = args === null ? null : argsKey(args);
  const { name } = resource;
  const entry = useSelector(useMemo(() => selectEntry(name, key ?? ''), [name, key]));

  useEffect(() => {
    if (key === null) return undefined;
    const parsed: unknown = JSON.parse(key);
    dispatch(A.readerMounted({ name, key, args: parsed }));
    dispatch(A.requested({ name, key, args: parsed }));
    return () => {
      dispatch(A.readerUnmounted({ name, key }));
    };
  }, [dispatch, name, key]);

  const retry = useCallback(() => {
    if (key !== null) dispatch(A.requested({ name, key, args: JSON.parse(key), reload: true }));
  }, [dispatch, name, key]);

  const { status, error, stale } = entry;
  const data = (key === null ? null : entry.data) as Data | null;
  return { status: key === null ? ('init' as const) : status, data, error, stale, retry };
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
