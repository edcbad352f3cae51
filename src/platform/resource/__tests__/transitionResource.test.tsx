import { render, screen } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { Provider } from 'react-redux';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { makeSagaTestStore } from '@/test/sagaTestStore';
import { argsKey } from '../argsKey';
import { defineResource, type ResourceDefinition } from '../definitions';
import { useResource } from '../hooks';
import { selectEntry } from '../resourcesSlice';

let unique = 0;

/** A resource whose replies the test releases, one per call. */
function heldResource(transition: boolean) {
  const replies: (() => void)[] = [];
  const resource = defineResource({
    name: `test/held-${++unique}`,
    load: ({ id }: { id: number }) => new Promise<string>((resolve) => replies.push(() => resolve(`${transition ? 'sliced' : 'at once'} ${id}`))),
    transition,
  });
  return { resource, release: () => replies.shift()?.() };
}

/** Shows the read and logs what each commit put on screen. */
function Reader({ resource, id, label, log }: { resource: ResourceDefinition<{ id: number }, string>; id: number; label: string; log?: string[] }) {
  const read = useResource(resource, { id });
  const text = read.status === 'loaded' ? read.data : read.status;
  useLayoutEffect(() => void log?.push(`${id}: ${text}`));
  return <p aria-label={label}>{text}</p>;
}

type ActFlag = { IS_REACT_ACT_ENVIRONMENT?: boolean };

describe('a resource declared with transition (issue 39)', () => {
  // The replies reach the store as they do in the browser, outside act(), so what renders when is real.
  const acting = (globalThis as ActFlag).IS_REACT_ACT_ENVIRONMENT;
  beforeEach(() => void ((globalThis as ActFlag).IS_REACT_ACT_ENVIRONMENT = false));
  afterEach(() => void ((globalThis as ActFlag).IS_REACT_ACT_ENVIRONMENT = acting));

  it('renders its arrival in a later task than the one that delivered it; a plain resource renders within that task', async () => {
    const plain = heldResource(false);
    const sliced = heldResource(true);
    const store = makeSagaTestStore();
    render(
      <Provider store={store}>
        <Reader resource={plain.resource} id={1} label="plain" />
        <Reader resource={sliced.resource} id={1} label="sliced" />
      </Provider>,
    );
    expect(await screen.findByLabelText('sliced')).toHaveTextContent('loading');
    // What each reader shows once the reply is in the store and the microtasks queued until then have
    // run (react-redux's listener, subscribed first, queues React's flush of a synchronous render).
    const shownAfterStored: Record<string, string | null> = {};
    const watch = (label: string, resource: { name: string }) => {
      const loaded = () => selectEntry(resource.name, argsKey({ id: 1 }))(store.getState()).status === 'loaded';
      const unsubscribe = store.subscribe(() => {
        if (!loaded()) return;
        unsubscribe();
        queueMicrotask(() => (shownAfterStored[label] = screen.getByLabelText(label).textContent));
      });
    };
    watch('plain', plain.resource);
    watch('sliced', sliced.resource);
    plain.release();
    sliced.release();
    expect(await screen.findByText('sliced 1')).toBeInTheDocument();
    expect(screen.getByLabelText('plain')).toHaveTextContent('at once 1');
    expect(shownAfterStored).toEqual({ plain: 'at once 1', sliced: 'loading' });
  });

  it('shows the entry of new arguments at once, never the last arguments’ data', async () => {
    const sliced = heldResource(true);
    const store = makeSagaTestStore();
    const log: string[] = [];
    const view = render(<Provider store={store}><Reader resource={sliced.resource} id={1} label="sliced" log={log} /></Provider>);
    sliced.release();
    await screen.findByText('sliced 1');
    view.rerender(<Provider store={store}><Reader resource={sliced.resource} id={2} label="sliced" log={log} /></Provider>);
    expect(await screen.findByText('loading')).toBeInTheDocument();
    sliced.release();
    expect(await screen.findByText('sliced 2')).toBeInTheDocument();
    expect(log.filter((line) => line.startsWith('2:'))).not.toContain('2: sliced 1');
    expect(log.at(-1)).toBe('2: sliced 2');
  });
});
