import { useResource } from '../resource/hooks';
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
  return useResource(resource.resource, key === null || key === undefined ? null : { key });
}

/** Binds a resource once, so a feature exports `useSupplierDetails(supplierId)`. */
export const createResourceHook =
  <Key extends ResourceKey, Data, Root>(resource: KeyedResource<Key, Data, Root>) =>
  (key: Key | null | undefined) =>
    useKeyedResource(resource, key);
