import { createElement, lazy, useState, type ComponentType } from 'react';

export type LazyScreen<P extends object = object> = ComponentType<P> & {
  /** Starts (or joins) loading the screen's chunk; resolves once it is ready to render. */
  preload: () => Promise<void>;
};

/**
 * A route screen (or a part of a screen) in its own chunk. The import starts once, whoever asks first (the router when
 * the route renders, a link hovering, the boot for the first screen, or a test awaiting
 * `preload()` before it looks for the screen), so a test never races a slow transform with a
 * short timeout.
 *
 * A screen whose chunk has already arrived renders at once: React.lazy would still suspend once
 * (it learns of the loaded module a microtask later), so React committed the route's loader,
 * rendered the screen again and held its reveal back. Each mount keeps the component it started
 * with, so a screen that did wait is never remounted when the chunk arrives.
 */
export function lazyScreen<K extends string, P extends object = object>(
  factory: () => Promise<Record<K, ComponentType<P>>>,
  name: K,
): LazyScreen<P> {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<{ default: ComponentType<P> }> | null = null;
  const load = () =>
    (loading ??= factory().then((module) => {
      loaded = module[name];
      return { default: module[name] };
    }));
  const Lazy = lazy(load);
  function Screen(props: P) {
    const [Component] = useState<ComponentType<P>>(() => loaded ?? Lazy);
    return createElement(Component, props);
  }
  return Object.assign(Screen, { preload: () => load().then(() => undefined) });
}
