import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { describe, expect, it } from 'vitest';
import { apiErrors } from '@/platform/http/ApiError';
import { makeSagaTestStore } from '@/test/sagaTestStore';
import { argsKey } from '../argsKey';
import { defineMutation, defineResource, tag } from '../definitions';
import { useMutation, useResource } from '../hooks';
import { readResource, runMutation } from '../resourcesSaga';
import { selectEntry } from '../resourcesSlice';

/** A fake endpoint whose replies the test releases one by one, counting every call. */
function fakeEndpoint<Args, Data>(answer: (args: Args, call: number) => Data) {
  const calls: Args[] = [];
  const pending: (() => void)[] = [];
  let auto = true;
  const load = (args: Args) =>
    new Promise<Data>((resolve) => {
      calls.push(args);
      const n = calls.length;
      const reply = () => resolve(answer(args, n));
      if (auto) reply();
      else pending.push(reply);
    });
  return {
    calls, load,
    hold: () => (auto = false),
    release: (index: number) => pending[index](),
  };
}

let unique = 0;
const named = (base: string) => `test/${base}-${++unique}`;

function setup() {
  const store = makeSagaTestStore();
  const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
  return { store, wrapper };
}

describe('the resource layer', () => {
  it('serves two readers of the same arguments from one entry and one request', async () => {
    const endpoint = fakeEndpoint((args: { supplierId: number }) => `notes of ${args.supplierId}`);
    const notes = defineResource({ name: named('notes'), load: endpoint.load });
    const { wrapper } = setup();
    const first = renderHook(() => useResource(notes, { supplierId: 1 }), { wrapper });
    const second = renderHook(() => useResource(notes, { supplierId: 1 }), { wrapper });
    await waitFor(() => expect(second.result.current.data).toBe('notes of 1'));
    expect(first.result.current.data).toBe('notes of 1');
    expect(endpoint.calls).toEqual([{ supplierId: 1 }]);
  });

  it('keys entries by their arguments whatever the order of their fields', () => {
    expect(argsKey({ supplierId: 1, page: 2 })).toBe(argsKey({ page: 2, supplierId: 1 }));
    expect(argsKey({ supplierId: 1, page: 2 })).not.toBe(argsKey({ supplierId: 1, page: 3 }));
  });

  it('ignores a stale reply: a retry while loading wins over the older answer', async () => {
    const endpoint = fakeEndpoint((_args: { id: number }, call: number) => `answer ${call}`);
    const item = defineResource({ name: named('item'), load: endpoint.load });
    const { wrapper } = setup();
    endpoint.hold();
    const reader = renderHook(() => useResource(item, { id: 1 }), { wrapper });
    await waitFor(() => expect(endpoint.calls).toHaveLength(1));
    act(() => reader.result.current.retry());
    await waitFor(() => expect(endpoint.calls).toHaveLength(2));
    endpoint.release(1);
    await waitFor(() => expect(reader.result.current.data).toBe('answer 2'));
    endpoint.release(0);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(reader.result.current.data).toBe('answer 2');
  });

  it('after a mutation reloads what is on screen once, and what is not when it is next shown', async () => {
    let saved = 0;
    const endpoint = fakeEndpoint((args: { supplierId: number; page: number }) => `page ${args.page} after ${saved} saves`);
    const pages = defineResource({ name: named('pages'), load: endpoint.load, provides: ({ supplierId }) => [tag('pages', supplierId)] });
    const save = defineMutation({
      name: named('save'),
      run: async (_args: { supplierId: number }) => void (saved += 1),
      invalidates: ({ supplierId }) => [tag('pages', supplierId)],
    });
    const { store, wrapper } = setup();
    const page2 = renderHook(() => useResource(pages, { supplierId: 1, page: 2 }), { wrapper });
    await waitFor(() => expect(page2.result.current.status).toBe('loaded'));
    page2.unmount();
    const page1 = renderHook(() => useResource(pages, { supplierId: 1, page: 1 }), { wrapper });
    const other = renderHook(() => useResource(pages, { supplierId: 2, page: 1 }), { wrapper });
    await waitFor(() => expect(other.result.current.status).toBe('loaded'));
    expect(endpoint.calls).toHaveLength(3);

    await store.run(function* () {
      yield* runMutation(save, { supplierId: 1 });
    }).toPromise();
    await waitFor(() => expect(page1.result.current.data).toBe('page 1 after 1 saves'));
    // Page 1 of supplier 1 reloaded once; page 2 (not shown) and supplier 2 did not.
    expect(endpoint.calls.slice(3)).toEqual([{ supplierId: 1, page: 1 }]);
    expect(other.result.current.data).toBe('page 1 after 0 saves');

    const again = renderHook(() => useResource(pages, { supplierId: 1, page: 2 }), { wrapper });
    await waitFor(() => expect(again.result.current.data).toBe('page 2 after 1 saves'));
    expect(endpoint.calls).toHaveLength(5);
  });

  it('tracks a mutation per scope and refuses it when its rule says no', async () => {
    const note = defineMutation({
      name: named('note'),
      run: async ({ text }: { supplierId: number; text: string }) => {
        if (text === 'fail') throw apiErrors.network();
        return text;
      },
      scope: ({ supplierId }) => ({ supplierId }),
    });
    const { wrapper } = setup();
    const one = renderHook(() => useMutation(note, { supplierId: 1 }), { wrapper });
    const two = renderHook(() => useMutation(note, { supplierId: 2 }), { wrapper });
    act(() => one.result.current.run({ supplierId: 1, text: 'fail' }));
    await waitFor(() => expect(one.result.current.status).toBe('failed'));
    expect(one.result.current.error).not.toBeNull();
    expect(two.result.current.status).toBe('idle');
    act(() => two.result.current.run({ supplierId: 2, text: 'ok' }));
    await waitFor(() => expect(two.result.current.status).toBe('succeeded'));
    act(() => one.result.current.reset());
    expect(one.result.current.status).toBe('idle');

    let ran = false;
    const gated = defineMutation({ name: named('gated'), run: async () => void (ran = true), rule: () => false });
    const refused = renderHook(() => useMutation(gated, {}), { wrapper });
    act(() => refused.result.current.run({}));
    await waitFor(() => expect(refused.result.current.status).toBe('failed'));
    expect(refused.result.current.error?.kind).toBe('notPermitted');
    expect(ran).toBe(false);
  });

  it('shows an optimistic update at once and reverts it when the mutation fails', async () => {
    const star = defineResource({ name: named('star'), load: async (_args: { id: number }) => ({ favourite: false }) });
    let fail = false;
    let release = () => undefined as void;
    const toggle = defineMutation({
      name: named('toggle'),
      run: (_args: { id: number; favourite: boolean }) =>
        new Promise<void>((resolve, reject) => (release = () => (fail ? reject(apiErrors.network()) : resolve()))),
      optimistic: { resource: star, args: ({ id }) => ({ id }), update: (_data: { favourite: boolean }, { favourite }) => ({ favourite }) },
    });
    const { wrapper } = setup();
    const reader = renderHook(() => useResource(star, { id: 7 }), { wrapper });
    const button = renderHook(() => useMutation(toggle, { id: 7, favourite: true }), { wrapper });
    await waitFor(() => expect(reader.result.current.data).toEqual({ favourite: false }));
    fail = true;
    act(() => button.result.current.run({ id: 7, favourite: true }));
    await waitFor(() => expect(reader.result.current.data).toEqual({ favourite: true }));
    act(() => release());
    await waitFor(() => expect(button.result.current.status).toBe('failed'));
    expect(reader.result.current.data).toEqual({ favourite: false });
  });

  it('serves a resource declared in a module loaded later, and sagas read it through the same entry', async () => {
    const { store } = setup();
    const { lateGreeting } = await import('./lateResource');
    const task = store.run(function* () {
      return yield* readResource(lateGreeting, { who: 'buyer' });
    });
    expect(await task.toPromise()).toBe('hello buyer');
    expect(selectEntry(lateGreeting.name, argsKey({ who: 'buyer' }))(store.getState()).data).toBe('hello buyer');
  });
});
