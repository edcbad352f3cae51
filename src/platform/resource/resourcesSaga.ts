import type { SagaIterator, Task } from 'redux-saga';
import { call, cancel, fork, put, select, take, takeEvery } from 'redux-saga/effects';
import { failureOf } from '../auth/leaveIfNotAuthorised';
import { notPermittedError } from '../auth/notPermitted';
import type { ApiError } from '../http/ApiError';
import { abortable } from '../async/abortable';
import { newRequestId } from '../async/asyncState';
import { argsKey } from './argsKey';
import { showToast } from '@/ui/toastQueue';
import { registeredMutation, registeredResource, type MutationDefinition, type MutationToast, type ResourceDefinition } from './definitions';
import { resourceActions as A, selectEntry, selectStaleOnScreen, type ResourceEntry } from './resourcesSlice';

function* loadEntry(resource: ResourceDefinition<unknown, unknown>, key: string, args: unknown, requestId: number) {
  try {
    const data: unknown = yield call(abortable, (signal) => resource.load(args, signal));
    yield put(A.loaded({ name: resource.name, key, requestId, data }));
  } catch (caught) {
    const error: ApiError = yield call(failureOf, caught);
    yield put(A.failed({ name: resource.name, key, requestId, error }));
  }
}

const wanted = (entry: ResourceEntry) => entry.status === 'init' || entry.status === 'error' || entry.stale;

/**
 * Reads a resource from a saga: the cached data when loaded and fresh, else it asks for it (joining
 * a load in flight) and waits. Throws the ApiError when the load fails.
 */
export function* readResource<Args, Data>(resource: ResourceDefinition<Args, Data>, args: Args): SagaIterator<Data> {
  const key = argsKey(args);
  const before: ResourceEntry<Data> = yield select(selectEntry(resource.name, key));
  if (before.status === 'loaded' && !before.stale) return before.data as Data;
  yield put(A.requested({ name: resource.name, key, args }));
  while (true) {
    const entry: ResourceEntry<Data> = yield select(selectEntry(resource.name, key));
    const current = before.status === 'loading' || entry.requestId !== before.requestId;
    if (current && entry.status === 'loaded') return entry.data as Data;
    if (current && entry.status === 'error') throw entry.error;
    yield take([A.loaded.type, A.failed.type]);
  }
}

/** A mutation's declared toast, if any (an i18n key and values: the toast region translates). */
function* toastOf(toast: MutationToast | null | undefined) {
  if (!toast) return;
  const { timeout, ...content } = toast;
  yield call(showToast, content, timeout === undefined ? {} : { timeout });
}

/**
 * Runs a mutation from a saga or for a form (mutationRequested): checks its rule, applies its
 * optimistic update, calls the service, then patches what the reply says and invalidates its tags,
 * or reverts. Raises its declared toasts. Returns the result, or null when it failed (its state
 * then holds the error).
 */
export function* runMutation<Args, Result>(mutation: MutationDefinition<Args, Result>, args: Args): SagaIterator<Result | null> {
  const ref = { name: mutation.name, key: argsKey(mutation.scope(args)) };
  yield put(A.mutationStarted(ref));
  const rule = mutation.ruleFor ? mutation.ruleFor(args) : mutation.rule;
  if (rule) {
    const allowed: boolean = yield select(rule as (state: unknown) => boolean);
    if (!allowed) {
      const error = notPermittedError();
      yield put(A.mutationFailed({ ...ref, error }));
      yield* toastOf(mutation.toasts?.failed?.(args, error));
      return null;
    }
  }
  const optimistic = mutation.optimistic;
  const target = optimistic ? { name: optimistic.resource.name, key: argsKey(optimistic.args(args)) } : null;
  const before: ResourceEntry | null = target ? yield select(selectEntry(target.name, target.key)) : null;
  if (optimistic && target && before?.status === 'loaded') {
    yield put(A.patched({ ...target, data: optimistic.update(before.data, args) }));
  }
  let result: Result;
  try {
    result = yield call(abortable, (signal) => mutation.run(args, signal));
  } catch (caught) {
    if (target && before?.status === 'loaded') yield put(A.patched({ ...target, data: before.data }));
    const error: ApiError = yield call(failureOf, caught);
    yield put(A.mutationFailed({ ...ref, error }));
    yield* toastOf(mutation.toasts?.failed?.(args, error));
    return null;
  }
  for (const patch of mutation.patches ?? []) {
    const entryRef = { name: patch.resource.name, key: argsKey(patch.args(args)) };
    const entry: ResourceEntry = yield select(selectEntry(entryRef.name, entryRef.key));
    const data: unknown = entry.status === 'loaded' ? patch.update(entry.data, args, result) : undefined;
    if (data !== undefined) yield put(A.patched({ ...entryRef, data }));
  }
  yield put(A.mutationSucceeded({ ...ref, result: serialisable(result) }));
  yield* toastOf(mutation.toasts?.succeeded?.(args, result));
  const tags = mutation.invalidates(args, result);
  if (tags.length) yield put(A.invalidated({ tags }));
  return result;
}

/** Only plain replies are kept in the store (a file's Blob, say, is not). */
const serialisable = (result: unknown) =>
  result === null || ['string', 'number', 'boolean'].includes(typeof result) || (typeof result === 'object' && [Object.prototype, Array.prototype].includes(Object.getPrototypeOf(result)))
    ? (result ?? undefined)
    : undefined;

/** One saga serves every resource and form mutation, whichever chunk declared them. */
export function* resourcesSaga() {
  // Loads in flight, per entry: a newer request for an entry cancels (and aborts) its older one.
  const running = new Map<string, Task>();

  function* startLoad(resource: ResourceDefinition<unknown, unknown>, key: string, args: unknown) {
    const id = `${resource.name}|${key}`;
    const previous = running.get(id);
    if (previous?.isRunning()) yield cancel(previous);
    // Only running loads are kept: a buyer opening hundreds of suppliers must not keep finished tasks.
    for (const [entryId, task] of running) if (!task.isRunning()) running.delete(entryId);
    const requestId = newRequestId();
    yield put(A.started({ name: resource.name, key, args, tags: resource.provides(args), requestId }));
    running.set(id, yield fork(loadEntry, resource, key, args, requestId));
  }

  function* onRequested({ payload }: ReturnType<typeof A.requested>) {
    const resource = registeredResource(payload.name);
    if (!resource) throw new Error(`Unknown resource ${payload.name}: its declaration was never imported`);
    const entry: ResourceEntry = yield select(selectEntry(payload.name, payload.key));
    // A second reader asking for what is loading or loaded joins it rather than restarting it.
    if (!payload.reload && !wanted(entry)) return;
    if (payload.prefetch && entry.status !== 'init') return;
    yield* startLoad(resource, payload.key, payload.args);
  }

  /** After a mutation: what is on screen reloads once; the rest reloads when next shown. */
  function* onInvalidated() {
    const due: { name: string; key: string; args: unknown }[] = yield select(selectStaleOnScreen);
    for (const { name, key, args } of due) {
      const resource = registeredResource(name);
      if (resource) yield* startLoad(resource, key, args);
    }
  }

  yield takeEvery(A.requested.type, onRequested);
  yield takeEvery(A.invalidated.type, onInvalidated);
  // takeEvery, not takeLeading: two forms may submit two different mutations at once; a form's own
  // submit button is disabled while its mutation is pending.
  yield takeEvery(A.mutationRequested.type, function* ({ payload }: ReturnType<typeof A.mutationRequested>) {
    const mutation = registeredMutation(payload.name);
    if (!mutation) throw new Error(`Unknown mutation ${payload.name}`);
    yield call(runMutation, mutation, payload.args);
  });
}
