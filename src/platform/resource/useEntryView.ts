import { startTransition, useEffect, useMemo, useRef, useState } from 'react';
import { shallowEqual, useSelector, useStore } from 'react-redux';
import { selectEntry, type ResourceEntry, type WithResources } from './resourcesSlice';

/** What a reader shows of an entry. The layer's own bookkeeping (readers, tags, args) changes no screen. */
export type EntryView = Pick<ResourceEntry, 'status' | 'data' | 'error' | 'stale'>;

type SelectView = (state: WithResources) => EntryView;

const viewOf = ({ status, data, error, stale }: ResourceEntry): EntryView => ({ status, data, error, stale });
const NOTHING: EntryView = viewOf(selectEntry('', '')({ resources: { entries: {}, mutations: {} } }));
const selectNothing: SelectView = () => NOTHING;

/**
 * A reader's view of one entry. By default it comes through react-redux, whose store reads always
 * render at once (synchronously, in the task that changed the store). A resource declared with
 * `transition` renders its changes in a transition instead (issue 39): a tab's rows arriving blocked
 * the page for as long as the tab took to render, the longest tasks after a profile page's largest
 * paint; React renders a transition in slices between the buyer's input. A new entry (the arguments
 * changed) is read at once either way, so a screen never shows another page's or supplier's data.
 */
export function useEntryView(name: string, key: string, transition: boolean): EntryView {
  const select = useMemo<SelectView>(() => {
    const entry = selectEntry(name, key);
    return (state) => viewOf(entry(state));
  }, [name, key]);
  // Both hooks run on every render (hooks cannot be conditional); the one not in use reads nothing.
  const now = useSelector(transition ? selectNothing : select, shallowEqual);
  const later = useTransitionSelection(select, transition);
  return transition ? later : now;
}

interface Held {
  select: SelectView;
  view: EntryView;
}

/** `select`'s view, following the store in transitions; when not `enabled`, nothing and no subscription. */
function useTransitionSelection(select: SelectView, enabled: boolean): EntryView {
  const store = useStore<WithResources>();
  const [held, setHeld] = useState<Held>(() => ({ select, view: enabled ? select(store.getState()) : NOTHING }));
  // What was last handed to React, to skip the transitions that would change nothing.
  const latest = useRef(held);
  const view = !enabled ? NOTHING : held.select === select ? held.view : select(store.getState());
  useEffect(() => {
    if (!enabled) return undefined;
    const follow = () => {
      const next = select(store.getState());
      if (latest.current.select === select && shallowEqual(latest.current.view, next)) return;
      const update = { select, view: next };
      latest.current = update;
      startTransition(() => setHeld(update));
    };
    // The store may have changed between this render and the subscription.
    follow();
    return store.subscribe(follow);
  }, [store, select, enabled]);
  return view;
}
