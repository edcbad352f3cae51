import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { apiErrors, HttpFailure } from '@/platform/http';
import { NOT_AUTHORISED_TEXT } from '@/platform/auth/notAuthorised';
import { makeSagaTestStore } from '@/test/sagaTestStore';
import { NEW_BUYER_ENQUIRIES, spyOnLeave } from '@/test/notAuthorised';
import { argsKey, defineResource, prefetchRequested, resourceActions, selectEntry, useResource } from '@/platform/resource';

interface Profile {
  name: string;
}

/** A fake service: every call waits until the test answers it, and remembers its abort signal. */
function fakeService() {
  const calls: Array<{ key: number; signal: AbortSignal; resolve: (p: Profile) => void; reject: (e: unknown) => void }> = [];
  const load = ({ supplierId: key }: { supplierId: number }, signal: AbortSignal) =>
    new Promise<Profile>((resolve, reject) => calls.push({ key, signal, resolve, reject }));
  const callsFor = (key: number) => calls.filter((c) => c.key === key);
  return { load, calls, callsFor };
}

let declared = 0;

function setUp() {
  const service = fakeService();
  // A fresh name per test: declarations register themselves once, by name.
  const profiles = defineResource({ name: `test/loadingProfiles${++declared}`, load: service.load });
  // The resource layer's one reducer and saga serve it (makeSagaTestStore mounts them, as makeStore does).
  const store = makeSagaTestStore();
  const useProfile = (supplierId: number) => useResource(profiles, { supplierId });
  const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
  const keyOf = (supplierId: number) => argsKey({ supplierId });
  const requested = (supplierId: number, reload?: boolean) =>
    store.dispatch(resourceActions.requested({ name: profiles.name, key: keyOf(supplierId), args: { supplierId }, reload }));
  const entry = (supplierId: number) => selectEntry(profiles.name, keyOf(supplierId))(store.getState());
  return { service, profiles, store, useProfile, wrapper, entry, requested, keyOf };
}

const settle = () => act(async () => {});

afterEach(() => vi.restoreAllMocks());

describe('a resource’s loading (one entry per arguments, on the one saga)', () => {
  it('loads two keys in parallel: a request for supplier B does not cancel supplier A', async () => {
    const { service, requested, entry } = setUp();
    requested(1);
    requested(2);
    expect([entry(1).status, entry(2).status]).toEqual(['loading', 'loading']);

    service.callsFor(2)[0].resolve({ name: 'Brick & Co' });
    service.callsFor(1)[0].resolve({ name: "O'Brien & Sons" });
    await settle();
    expect(service.callsFor(1)[0].signal.aborted).toBe(false);
    expect(entry(1)).toMatchObject({ status: 'loaded', data: { name: "O'Brien & Sons" } });
    expect(entry(2)).toMatchObject({ status: 'loaded', data: { name: 'Brick & Co' } });
  });

  it('a newer request for the same key aborts the older one, whose late reply is ignored', async () => {
    const { service, profiles, store, entry, requested, keyOf } = setUp();
    requested(1);
    requested(1, true);
    const [older, newer] = service.callsFor(1);
    expect(older.signal.aborted).toBe(true);

    newer.resolve({ name: 'newer' });
    older.resolve({ name: 'older' });
    await settle();
    expect(entry(1).data).toEqual({ name: 'newer' });

    // Even a reply that got through carries its request id: an older one changes nothing.
    const staleId = (entry(1).requestId ?? 0) - 1;
    store.dispatch(resourceActions.loaded({ name: profiles.name, key: keyOf(1), requestId: staleId, data: { name: 'stale' } }));
    expect(entry(1).data).toEqual({ name: 'newer' });
  });

  it('asking again for what is loaded or loading does not call the service again', async () => {
    const { service, requested } = setUp();
    requested(1);
    requested(1);
    service.calls[0].resolve({ name: 'once' });
    await settle();
    requested(1);
    expect(service.calls).toHaveLength(1);
  });

  it('a prefetch loads only what was never asked for: it never retries a failure on screen', async () => {
    const { service, profiles, store, entry } = setUp();
    const prefetch = (supplierId: number) => store.dispatch(prefetchRequested(profiles, { supplierId }));
    prefetch(1);
    expect(entry(1).status).toBe('loading');
    service.callsFor(1)[0].reject(new HttpFailure(apiErrors.requestFailed(500)));
    await settle();
    expect(entry(1).status).toBe('error');

    prefetch(1);
    expect(entry(1).status).toBe('error');
    expect(service.callsFor(1)).toHaveLength(1);
  });

  it('a screen finding a failure no one saw retries it, showing loading from its first render (no flash of the error)', async () => {
    const { service, profiles, store, useProfile, wrapper } = setUp();
    store.dispatch(prefetchRequested(profiles, { supplierId: 3 }));
    service.callsFor(3)[0].reject(new HttpFailure(apiErrors.requestFailed(500)));
    await settle();

    const seen: string[] = [];
    const { result } = renderHook(
      () => {
        const read = useProfile(3);
        seen.push(read.status);
        return read;
      },
      { wrapper },
    );
    expect(service.callsFor(3)).toHaveLength(2);
    service.callsFor(3)[1].reject(new HttpFailure(apiErrors.requestFailed(500)));
    await waitFor(() => expect(result.current.status).toBe('error'));
    expect(seen.slice(0, seen.indexOf('error'))).toEqual(seen.slice(0, seen.indexOf('error')).map(() => 'loading'));
    expect(seen.indexOf('error')).toBeGreaterThan(0);
  });

  it('the hook loads its key, shows a failure as a serialisable ApiError, and retry loads again', async () => {
    const { service, useProfile, wrapper } = setUp();
    const { result } = renderHook(() => useProfile(7), { wrapper });
    expect(result.current.status).toBe('loading');

    service.callsFor(7)[0].reject(new HttpFailure(apiErrors.requestFailed(500)));
    await waitFor(() => expect(result.current.status).toBe('error'));
    expect(result.current.error).toEqual({ kind: 'requestFailed', message: 'Request has failed with status code: 500', status: 500 });

    act(() => result.current.retry());
    expect(result.current.status).toBe('loading');
    service.callsFor(7)[1].resolve({ name: 'Harbour Roofing' });
    await waitFor(() => expect(result.current.data).toEqual({ name: 'Harbour Roofing' }));
    expect(result.current.status).toBe('loaded');
  });

  it('the hook follows its key: a new key loads, the old one keeps its data', async () => {
    const { service, useProfile, wrapper, entry } = setUp();
    const { result, rerender } = renderHook(({ id }) => useProfile(id), { wrapper, initialProps: { id: 1 } });
    service.callsFor(1)[0].resolve({ name: 'one' });
    await waitFor(() => expect(result.current.data).toEqual({ name: 'one' }));

    rerender({ id: 2 });
    expect(result.current).toMatchObject({ status: 'loading', data: null });
    service.callsFor(2)[0].resolve({ name: 'two' });
    await waitFor(() => expect(result.current.data).toEqual({ name: 'two' }));
    expect(entry(1).data).toEqual({ name: 'one' });
  });

  it('"User is not authorised to view this content" sends the buyer away', async () => {
    const leave = spyOnLeave();
    const { service, requested, entry } = setUp();
    requested(3);
    service.callsFor(3)[0].reject(new HttpFailure(apiErrors.requestFailed(403, { detail: NOT_AUTHORISED_TEXT })));
    await settle();
    expect(leave).toHaveBeenCalledWith(expect.stringMatching(NEW_BUYER_ENQUIRIES));
    expect(entry(3).status).toBe('error');
  });
});
