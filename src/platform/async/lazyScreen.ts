import { createElement, lazy, startTransition, useEffect, useState, type ComponentType } from 'react';

export type LazyScreen<P extends object = object> = ComponentType<P> & {
  /** Starts (or joins) loading the screen's chunk; resolves once it is ready to render. */
  preload: () => Promise<void>;
  /** Whether the chunk has arrived: a mount now renders the screen at once, without suspending. */
  loaded: () => boolean;
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
 * with, so a screen that did wait is never remounted when the chunk arrives. A failed load throws to
 * the route's error boundary; its Retry (retryFailedScreens, then a new mount) imports the chunk afresh.
 */
/** Screens whose chunk failed, each with what makes its next mount import it afresh. */
const failedScreens = new Set<() => void>();

/** An error panel's Retry: screens whose chunk failed import it again when they next mount. */
export function retryFailedScreens(): void {
  for (const retry of failedScreens) retry();
  failedScreens.clear();
}

export function lazyScreen<K extends string, P extends object = object>(
  factory: () => Promise<Record<K, ComponentType<P>>>,
  name: K,
): LazyScreen<P> {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<{ default: ComponentType<P> }> | null = null;
  const load = (): Promise<{ default: ComponentType<P> }> =>
    (loading ??= factory().then(
      (module) => {
        loaded = module[name];
        return { default: module[name] };
      },
      (error: unknown) => {
        // A chunk that failed (offline, a deploy replaced it) is not remembered. React.lazy keeps its
        // rejection for good, and must until the buyer retries: a fresh lazy at once would have React,
        // retrying the render, import again and again while the chunk stays out of reach.
        loading = null;
        failedScreens.add(() => (Lazy = lazy(load)));
        throw error;
      },
    ));
  let Lazy = lazy(load);
  function Screen(props: P) {
    const [Component] = useState<ComponentType<P>>(() => loaded ?? Lazy);
    return createElement(Component, props);
  }
  return Object.assign(Screen, { preload: () => load().then(() => undefined), loaded: () => loaded !== null });
}

/**
 * Whether a part of a screen in its own chunk (a `lazyScreen`) has arrived: asks for it as the screen
 * first renders, and renders again once it is in, in a transition. Until then the caller
 * shows the part's place itself, so the part needs no Suspense boundary of its own. A new boundary
 * commits its fallback, and React then holds back the reveal that follows for 300 ms (its throttle
 * on Suspense retries): the overview's locations, and their call, waited for it (issue 39). In the
 * transition, a part that still suspends (its texts) keeps its place on show instead of the screen's
 * loader. A failed load throws to the error boundary, as a lazy component's does. A part not
 * `wanted` (nothing to show) is not asked for.
 */
export function usePartLoaded<P extends object>(part: LazyScreen<P>, wanted = true): boolean {
  // Asked for as the screen renders, as React.lazy would, not only once it has committed; a failure
  // here is left to the effect's own ask, which imports afresh.
  const [loaded, setLoaded] = useState(() => {
    if (wanted && !part.loaded()) part.preload().catch(() => undefined);
    return part.loaded();
  });
  const [failure, setFailure] = useState<{ error: unknown } | null>(null);
  if (failure) throw failure.error;
  useEffect(() => {
    if (loaded || !wanted) return;
    let live = true;
    part.preload().then(
      () => live && startTransition(() => setLoaded(true)),
      (error: unknown) => live && setFailure({ error }),
    );
    return () => {
      live = false;
    };
  }, [part, loaded, wanted]);
  return loaded;
}
