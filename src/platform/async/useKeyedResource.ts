import { useCallback, useEffect, useMemo } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import type { KeyedResource, ResourceKey } from './keyedResource';

/**
 * The intent hook of a keyed resource: asks for the key's data when the key changes (the saga loads
 * it when init or error) and hands the screen what it switches on, plus retry.
 * `const profile = useKeyedResource(supplierDetails, supplierId)`.
 */
export function useKeyedResource<Key extends ResourceKey, Data, Root>(
  resource: KeyedResource<Key, Data, Root>,
  key: Key | null | undefined,
) {
  const dispatch = useDispatch();
  const selectEntry = useMemo(() => resource.selectFor(key), [resource, key]);
  const { status, data, error } = useSelector(selectEntry);
  const { requested } = resource.actions;

  useEffect(() => {
    if (key !== null && key !== undefined) dispatch(requested({ key }));
  }, [dispatch, requested, key]);

  const retry = useCallback(() => {
    if (key !== null && key !== undefined) dispatch(requested({ key, reload: true }));
  }, [dispatch, requested, key]);

  return { status, data, error, retry };
}

/** Binds a resource once, so a feature exports `useSupplierDetails(supplierId)`. */
export const createResourceHook =
  <Key extends ResourceKey, Data, Root>(resource: KeyedResource<Key, Data, Root>) =>
  (key: Key | null | undefined) =>
    useKeyedResource(resource, key);
