import { act, renderHook, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { describe, expect, it } from 'vitest';
import { apiErrors } from '@/platform/http/ApiError';
import { makeSagaTestStore } from '@/test/sagaTestStore';
import { ToastRegion } from '@/ui/Toast';
import { renderWithTheme } from '@/ui/test-utils';
import { clearToasts } from '@/ui/toastQueue';
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

  it('patches an entry from the reply instead of reloading it, and keeps the reply for the form', async () => {
    const endpoint = fakeEndpoint((_args: { id: number }) => ({ values: ['before'] }));
    const fields = defineResource({ name: named('fields'), load: endpoint.load, provides: ({ id }) => [tag('fields', id)] });
    const save = defineMutation({
      name: named('saveFields'),
      run: async ({ value }: { id: number; value: string }) => ({ values: [value], duplicateOf: value === 'taken' ? 'Other Ltd' : null }),
      scope: ({ id }) => ({ id }),
      patches: [{ resource: fields, args: ({ id }) => ({ id }), update: (data, _args, reply) => (reply.duplicateOf ? undefined : { ...data, values: reply.values }) }],
    });
    const { wrapper } = setup();
    const reader = renderHook(() => useResource(fields, { id: 3 }), { wrapper });
    const form = renderHook(() => useMutation(save, { id: 3 }), { wrapper });
    await waitFor(() => expect(reader.result.current.data).toEqual({ values: ['before'] }));
    act(() => form.result.current.run({ id: 3, value: 'taken' }));
    await waitFor(() => expect(form.result.current.result).toEqual({ values: ['taken'], duplicateOf: 'Other Ltd' }));
    expect(reader.result.current.data).toEqual({ values: ['before'] });
    act(() => form.result.current.run({ id: 3, value: 'after' }));
    await waitFor(() => expect(reader.result.current.data).toEqual({ values: ['after'] }));
    expect(form.result.current.status).toBe('succeeded');
    expect(endpoint.calls).toHaveLength(1);
  });

  it('checks a rule that depends on what is sent (ruleFor)', async () => {
    const sent: string[] = [];
    const add = defineMutation({
      name: named('add'),
      run: async ({ kind }: { kind: 'new' | 'existing' }) => void sent.push(kind),
      scope: ({ kind }) => ({ kind }),
      ruleFor: ({ kind }) => () => kind === 'existing',
    });
    const { wrapper } = setup();
    const adding = renderHook(() => ({ fresh: useMutation(add, { kind: 'new' }), known: useMutation(add, { kind: 'existing' }) }), { wrapper });
    act(() => adding.result.current.fresh.run({ kind: 'new' }));
    act(() => adding.result.current.known.run({ kind: 'existing' }));
    await waitFor(() => expect(adding.result.current.known.status).toBe('succeeded'));
    await waitFor(() => expect(adding.result.current.fresh.error?.kind).toBe('notPermitted'));
    expect(sent).toEqual(['existing']);
  });

  it('raises its declared toasts as i18n keys and values, which only the toast region translates', async () => {
    clearToasts();
    const words: Record<string, string> = { 'ns:saved': 'Saved {{name}}', 'ns:failed': 'Could not save {{name}}' };
    renderWithTheme(<ToastRegion translate={({ key, values }) => words[key].replace('{{name}}', String(values?.name))} />);
    let fail = false;
    const save = defineMutation({
      name: named('toasted'),
      run: async (_args: { name: string }) => {
        if (fail) throw apiErrors.network();
      },
      toasts: {
        succeeded: ({ name }) => ({ title: { key: 'ns:saved', values: { name } }, tone: 'success' }),
        failed: ({ name }) => ({ title: { key: 'ns:failed', values: { name } }, tone: 'error' }),
      },
    });
    const { store } = setup();
    await store.run(() => runMutation(save, { name: 'Acme' })).toPromise();
    expect(await screen.findByText('Saved Acme')).toBeInTheDocument();
    fail = true;
    await store.run(() => runMutation(save, { name: 'Acme' })).toPromise();
    expect(await screen.findByText('Could not save Acme')).toBeInTheDocument();
    act(() => clearToasts());
  });
});
