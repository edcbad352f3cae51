import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

export type LazyScreen = LazyExoticComponent<ComponentType> & {
  /** Starts (or joins) loading the screen's chunk; resolves once it is ready to render. */
  preload: () => Promise<void>;
};

/**
 * A route screen in its own chunk. The import starts once, whoever asks first (the router when
 * the route renders, a link hovering, or a test awaiting `preload()` before it looks for the
 * screen), so a test never races a slow transform with a short timeout.
 */
export function lazyScreen<K extends string>(factory: () => Promise<Record<K, ComponentType>>, name: K): LazyScreen {
  let loading: Promise<{ default: ComponentType }> | null = null;
  const load = () => (loading ??= factory().then((module) => ({ default: module[name] })));
  return Object.assign(lazy(load), { preload: () => load().then(() => undefined) });
}
