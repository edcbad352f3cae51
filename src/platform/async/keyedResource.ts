import { argsKey } from '../resource/argsKey';
import { defineResource, type Tag } from '../resource/definitions';
import { resourceActions, selectEntry, type WithResources } from '../resource/resourcesSlice';
import { initAsync, type AsyncState } from './asyncState';

export type ResourceKey = string | number;
/** One AsyncState per key (e.g. per supplierId); a key never asked for reads as init. */
export type KeyedState<Data> = Record<string, AsyncState<Data>>;

export interface KeyedResourceOptions<Key extends ResourceKey, Data> {
  /** The resource's name in the one resource layer (unique). */
  name: string;
  /** The service call; the signal aborts it when a newer request for the same key replaces it. */
  load: (key: Key, signal: AbortSignal) => Promise<Data>;
  /** What a mutation may invalidate (platform/resource tags). */
  provides?: (key: Key) => Tag[];
}

const INIT = initAsync<never>();


/**
 * A resource read by one key (a supplier id, or a packed key), on the one resource layer
 * (platform/resource): its entries live in the store's `resources` mount and the layer's one saga
 * loads them — takeLatest per key, stale replies ignored, a second reader joins. This is the keyed
 * face of `defineResource` (arguments `{ key }`) for the screens written against it; new reads
 * declare a resource with typed object arguments instead (README "Adding a read").
 */
export function createKeyedResource<Key extends ResourceKey, Data, Root = unknown>({
  name,
  load,
  provides,
}: KeyedResourceOptions<Key, Data>) {
  const resource = defineResource<{ key: Key }, Data>({
    name,
    load: ({ key }, signal) => load(key, signal),
    provides: provides ? ({ key }) => provides(key) : undefined,
  });
  const entryKey = (key: Key) => argsKey({ key });

  /** A screen needs the key's data: loads when init, error or stale, or always with `reload`. */
  const requested = ({ key, reload }: { key: Key; reload?: boolean }) =>
    resourceActions.requested({ name, key: entryKey(key), args: { key }, reload });
  /** The loaded data replaced in place (an optimistic change, or a reply that carries the new data). */
  const patched = ({ key, data }: { key: Key; data: Data }) => resourceActions.patched({ name, key: entryKey(key), data });

  const selectFor =
    (key: Key | null | undefined) =>
    (root: Root): AsyncState<Data> =>
      key === null || key === undefined ? INIT : (selectEntry(name, entryKey(key))(root as unknown as WithResources) as AsyncState<Data>);

  return {
    name,
    resource,
    actions: { requested, patched },
    /** Whether an action asks for this resource (a saga that follows its requests). */
    isRequest: (action: unknown): action is ReturnType<typeof resourceActions.requested> =>
      resourceActions.requested.match(action as never) && (action as ReturnType<typeof resourceActions.requested>).payload.name === name,
    keyOf: (action: ReturnType<typeof resourceActions.requested>) => (action.payload.args as { key: Key }).key,
    selectFor,
  };
}

export type KeyedResource<Key extends ResourceKey, Data, Root = unknown> = ReturnType<typeof createKeyedResource<Key, Data, Root>>;
