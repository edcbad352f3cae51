import { createAction, createReducer } from '@reduxjs/toolkit';
import type { ApiError } from '../http/ApiError';
import { finishFailed, finishLoaded, initAsync, startLoading, type AsyncState } from '../async/asyncState';
import type { MutationState, Tag } from './definitions';
import { argsKey } from './argsKey';

/** One cache entry: the AsyncState a screen switches on, plus what the layer needs to keep it fresh. */
export interface ResourceEntry<Data = unknown> extends AsyncState<Data> {
  /** Invalidated by a mutation since it loaded: reloads when next asked for (at once if on screen). */
  stale: boolean;
  /** Mounted readers (useResource); an invalidated entry with readers reloads at once. */
  readers: number;
  tags: Tag[];
  args: unknown;
}

export interface ResourcesState {
  entries: Record<string, Record<string, ResourceEntry>>;
  mutations: Record<string, Record<string, MutationState>>;
}

type Ref = { name: string; key: string };

const P = 'resources';
export const resourceActions = {
  /**
   * A reader needs the entry: loads when init, error or stale, or always with `reload`. A
   * `prefetch` (asked for before any reader) loads only what was never asked for: it never retries
   * a failure a screen is showing, nor reloads what a screen holds.
   */
  requested: createAction<Ref & { args: unknown; reload?: boolean; prefetch?: boolean }>(`${P}/requested`),
  started: createAction<Ref & { args: unknown; tags: Tag[]; requestId: number }>(`${P}/started`),
  loaded: createAction<Ref & { requestId: number; data: unknown }>(`${P}/loaded`),
  failed: createAction<Ref & { requestId: number; error: ApiError }>(`${P}/failed`),
  readerMounted: createAction<Ref & { args: unknown }>(`${P}/readerMounted`),
  readerUnmounted: createAction<Ref>(`${P}/readerUnmounted`),
  /** A mutation succeeded: entries providing any of these tags are stale. */
  invalidated: createAction<{ tags: Tag[] }>(`${P}/invalidated`),
  /** An optimistic update (or its revert) replaces a loaded entry's data. */
  patched: createAction<Ref & { data: unknown }>(`${P}/patched`),
  mutationRequested: createAction<Ref & { args: unknown }>(`${P}/mutationRequested`),
  mutationStarted: createAction<Ref>(`${P}/mutationStarted`),
  mutationSucceeded: createAction<Ref & { result?: unknown }>(`${P}/mutationSucceeded`),
  mutationFailed: createAction<Ref & { error: ApiError }>(`${P}/mutationFailed`),
  /** A form opened afresh forgets its last submit. */
  mutationReset: createAction<Ref>(`${P}/mutationReset`),
};
const A = resourceActions;

/** Asks for a resource before any screen reads it (a prefetch: loads only what was never asked for). */
export const prefetchRequested = <Args>(resource: { name: string }, args: Args) =>
  A.requested({ name: resource.name, key: argsKey(args), args, prefetch: true });

const newEntry = (args: unknown): ResourceEntry => ({ ...initAsync(), stale: false, readers: 0, tags: [], args });

export const resourcesReducer = createReducer<ResourcesState>({ entries: {}, mutations: {} }, (builder) => {
  const entryOf = (state: ResourcesState, { name, key }: Ref, args?: unknown) => {
    const byKey = (state.entries[name] ??= {});
    return (byKey[key] ??= newEntry(args));
  };
  const existing = (state: ResourcesState, { name, key }: Ref) => state.entries[name]?.[key];
  const mutationOf = (state: ResourcesState, { name, key }: Ref) => ((state.mutations[name] ??= {})[key] ??= { status: 'idle', error: null });
  builder
    .addCase(A.started, (state, { payload }) => {
      const entry = entryOf(state, payload, payload.args);
      entry.tags = payload.tags;
      entry.stale = false;
      startLoading(entry, payload.requestId);
    })
    .addCase(A.loaded, (state, { payload }) => {
      const entry = existing(state, payload);
      if (entry) finishLoaded(entry, payload.data, payload.requestId);
    })
    .addCase(A.failed, (state, { payload }) => {
      const entry = existing(state, payload);
      if (entry) finishFailed(entry, payload.error, payload.requestId);
    })
    .addCase(A.readerMounted, (state, { payload }) => {
      entryOf(state, payload, payload.args).readers += 1;
    })
    .addCase(A.readerUnmounted, (state, { payload }) => {
      const entry = existing(state, payload);
      if (entry) entry.readers = Math.max(0, entry.readers - 1);
    })
    .addCase(A.invalidated, (state, { payload }) => {
      const tags = new Set(payload.tags);
      for (const byKey of Object.values(state.entries))
        for (const entry of Object.values(byKey)) if (entry.tags.some((t) => tags.has(t))) entry.stale = true;
    })
    .addCase(A.patched, (state, { payload }) => {
      const entry = existing(state, payload);
      if (entry?.status === 'loaded') entry.data = payload.data;
    })
    .addCase(A.mutationStarted, (state, { payload }) => {
      (state.mutations[payload.name] ??= {})[payload.key] = { status: 'pending', error: null };
    })
    .addCase(A.mutationSucceeded, (state, { payload }) => {
      const mutation = mutationOf(state, payload);
      Object.assign(mutation, { status: 'succeeded', error: null });
      if (payload.result !== undefined) mutation.result = payload.result;
    })
    .addCase(A.mutationFailed, (state, { payload }) => {
      (state.mutations[payload.name] ??= {})[payload.key] = { status: 'failed', error: payload.error };
    })
    .addCase(A.mutationReset, (state, { payload }) => {
      if (state.mutations[payload.name]) delete state.mutations[payload.name][payload.key];
    });
});

export type WithResources = { resources: ResourcesState };
const INIT_ENTRY: ResourceEntry = newEntry(null);
const IDLE: MutationState = { status: 'idle', error: null };

export const selectEntry = (name: string, key: string) => (state: WithResources): ResourceEntry =>
  state.resources.entries[name]?.[key] ?? INIT_ENTRY;
export const selectMutation = (name: string, key: string) => (state: WithResources): MutationState =>
  state.resources.mutations[name]?.[key] ?? IDLE;
/** Entries to reload at once after an invalidation: stale and on screen. */
export const selectStaleOnScreen = (state: WithResources) =>
  Object.entries(state.resources.entries).flatMap(([name, byKey]) =>
    Object.entries(byKey)
      .filter(([, entry]) => entry.stale && entry.readers > 0)
      .map(([key, entry]) => ({ name, key, args: entry.args })),
  );
